import { readFileSync } from 'node:fs';
import { MAX_RESUME_BYTES as MAX_RESUME, type PositionStep } from '@trilha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docx, odt, RESUME_LINES, wav, zip } from '../../../test/accessible-files.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, createPosition, createUser, type HiringCompany } from '../../../test/factories/index.ts';
import { multipart } from '../../../test/uploads.ts';

// Accessible alternatives that work. The video step takes a written answer, offered to everyone and
// highlighted for candidates whose profile says PcD; uploaded videos are checked by their structure.

let t: TestApp;
let c: HiringCompany;
beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringCompany(t);
});
afterAll(() => t.close());

const VIDEO_STEP: PositionStep[] = [
  { kind: 'video_answer', minutes: 5, accommodation: null, prompt: 'Apresente-se em até dois minutos.', maxSeconds: 120 },
];
const WEBM = readFileSync(new URL('../../../../e2e/fixtures/video-answer.webm', import.meta.url));

async function applyTo(steps: PositionStep[], profile?: object) {
  const user = await createUser(t, { name: 'Davi', email: `davi-${Math.random().toString(16).slice(2, 8)}@example.com` });
  if (!user) throw new Error('fixture');
  if (profile) {
    const saved = await t.request({
      method: 'PUT',
      url: '/v1/profile',
      token: user.token,
      payload: { name: 'Davi', lastName: 'Reis', ...profile },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const positionId = await createPosition(t, c, { title: 'Analista com vídeo', steps });
  const app = await t.request({ method: 'POST', url: '/v1/matches', token: user.token, payload: { positionId } });
  expect(app.statusCode, app.body).toBe(201);
  return { user, app: app.json() as { id: string; highlightAlternatives: boolean } };
}
/** the candidate starts the timed answer (its clock, kept by the server: step-clock.test.ts), then sends it */
const putVideoStep = async (token: string, id: string, payload: object) => {
  await t.request({ method: 'POST', url: `/v1/matches/${id}/steps/video_answer/start`, token });
  return t.request({ method: 'PUT', url: `/v1/matches/${id}/steps/video_answer`, token, payload: { kind: 'video_answer', ...payload } });
};
const uploadVideo = async (token: string, id: string, data: Buffer) =>
  t.request({
    method: 'POST',
    url: `/v1/matches/${id}/files?kind=video`,
    token,
    ...(await multipart({}, { file: { data, name: 'resposta.webm', type: 'video/webm' } })),
  });

describe('the video step’s written alternative', () => {
  it('takes a written answer; the recruiter reads it and sees that the written alternative was used', async () => {
    const { user, app } = await applyTo(VIDEO_STEP, { isPCD: true, pcdType: 'hearing' });
    expect(app.highlightAlternatives).toBe(true);
    const text = 'Sou analista de dados há quatro anos.\nMeu projeto favorito foi um painel de evasão escolar.';
    const done = await putVideoStep(user.token, app.id, { text: `  ${text}  ` });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'under_analysis',
      answers: { video_answer: { alternative: 'written', video: null, text } },
    });

    const read = await t.request({ method: 'GET', url: `/v1/-/applications/${app.id}`, token: c.admin.token, company: c.subdomain });
    expect(read.json().answers.video_answer).toEqual({ alternative: 'written', video: null, text, transcript: text });
  });

  it('is offered to everyone: a candidate without PcD in the profile may write too, without the highlight', async () => {
    const { user, app } = await applyTo(VIDEO_STEP);
    expect(app.highlightAlternatives).toBe(false);
    const done = await putVideoStep(user.token, app.id, { text: 'Prefiro escrever.' });
    expect(done.json().answers.video_answer).toMatchObject({ alternative: 'written', text: 'Prefiro escrever.' });
  });

  it('asks for one answer: neither, both, a blank text or one too long are refused with pt-BR messages', async () => {
    const { user, app } = await applyTo(VIDEO_STEP);
    const none = await putVideoStep(user.token, app.id, {});
    expect(none.statusCode).toBe(422);
    expect(none.json().error.fields).toEqual({ text: 'Grave ou escolha um vídeo, ou escreva sua resposta' });
    expect((await putVideoStep(user.token, app.id, { text: '   ' })).json().error.fields).toEqual({
      text: 'Grave ou escolha um vídeo, ou escreva sua resposta',
    });
    expect((await putVideoStep(user.token, app.id, { text: 'x'.repeat(3001) })).statusCode).toBe(422);
    const video = await uploadVideo(user.token, app.id, WEBM);
    expect(video.statusCode, video.body).toBe(201);
    const both = await putVideoStep(user.token, app.id, { text: 'E também escrevi.', videoFileId: video.json().id });
    expect(both.json().error.fields).toEqual({ text: 'Envie só uma resposta: o vídeo ou o texto' });
    // nothing was saved by the refusals
    expect((await t.request({ method: 'GET', url: `/v1/matches/${app.id}`, token: user.token })).json()).toMatchObject({
      step: 'video_answer',
      answers: {},
    });
    const sent = await putVideoStep(user.token, app.id, { videoFileId: video.json().id });
    expect(sent.json().answers.video_answer).toMatchObject({ alternative: 'video', text: null, video: { kind: 'video' } });
  });
});

describe('uploaded videos are checked by content', () => {
  it('refuses a 4-byte fake .webm and a truncated recording with a clear pt-BR message', async () => {
    const { user, app } = await applyTo(VIDEO_STEP);
    for (const data of [Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), WEBM.subarray(0, 200)]) {
      const refused = await uploadVideo(user.token, app.id, data);
      expect(refused.statusCode).toBe(415);
      expect(refused.json().error).toEqual({
        code: 'application.video_unreadable',
        message:
          'Não foi possível ler este vídeo: o arquivo está incompleto ou não é um vídeo WebM, MP4 ou MOV. Grave de novo ou escolha outro arquivo',
      });
    }
    // a PDF named .webm is still the wrong type
    expect((await uploadVideo(user.token, app.id, Buffer.from('%PDF-1.4\n%%EOF\n'))).json().error.code).toBe('application.file_type');
  });
});

const QUESTIONS_STEP: PositionStep[] = [
  {
    kind: 'questions',
    minutes: 5,
    accommodation: null,
    questions: [
      { text: 'Por que esta vaga?', kind: 'text' },
      { text: 'Conte um projeto de que se orgulha.', kind: 'text' },
    ],
  },
];
const upload = async (token: string, id: string, kind: string, data: Buffer, name: string, type: string) =>
  t.request({
    method: 'POST',
    url: `/v1/matches/${id}/files?kind=${kind}`,
    token,
    ...(await multipart({}, { file: { data, name, type } })),
  });

describe('the questions step takes each answer typed or as an audio', () => {
  it('saves one answer by voice beside a typed one; the recruiter gets the audio to play', async () => {
    const { user, app } = await applyTo(QUESTIONS_STEP);
    // a recording from the browser (WebM) plays as audio
    const recorded = await upload(user.token, app.id, 'audio', WEBM, 'gravacao.webm', 'audio/webm');
    expect(recorded.statusCode, recorded.body).toBe(201);
    const played = await t.request({ method: 'GET', url: recorded.json().url, token: user.token });
    expect(played.headers['content-type']).toBe('audio/webm');
    const audio = await upload(user.token, app.id, 'audio', wav(), 'resposta.wav', 'audio/wav');
    expect(audio.statusCode, audio.body).toBe(201);
    expect(audio.json()).toMatchObject({ kind: 'audio', name: 'resposta.wav' });
    const done = await t.request({
      method: 'PUT',
      url: `/v1/matches/${app.id}/steps/questions`,
      token: user.token,
      payload: { kind: 'questions', answers: ['Pelo impacto dos dados.', { audioFileId: audio.json().id }] },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().answers.questions).toEqual([
      { question: 'Por que esta vaga?', answer: 'Pelo impacto dos dados.', audio: null },
      { question: 'Conte um projeto de que se orgulha.', answer: null, audio: { ...audio.json() } },
    ]);
    const file = await t.request({
      method: 'GET',
      url: `/v1/-/applications/${app.id}/files/${audio.json().id}`,
      token: c.admin.token,
      company: c.subdomain,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/wav');
  });

  it('refuses an audio that does not decode, a video given as an answer and an audio of another kind', async () => {
    const { user, app } = await applyTo(QUESTIONS_STEP);
    for (const data of [Buffer.from('RIFF\0\0\0\0WAVE'), Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('OggS\0')]) {
      const refused = await upload(user.token, app.id, 'audio', data, 'fala.wav', 'audio/wav');
      expect(refused.statusCode).toBe(415);
      expect(refused.json().error.message).toBe(
        'Não foi possível ler este áudio: o arquivo está incompleto ou não é um áudio WebM, OGG, MP3, M4A ou WAV. Grave de novo ou escolha outro arquivo',
      );
    }
    expect((await upload(user.token, app.id, 'audio', Buffer.from('%PDF-1.4\n'), 'a.mp3', 'audio/mpeg')).json().error.code).toBe(
      'application.file_type',
    );
    const video = await upload(user.token, app.id, 'video', WEBM, 'v.webm', 'video/webm');
    const wrong = await t.request({
      method: 'PUT',
      url: `/v1/matches/${app.id}/steps/questions`,
      token: user.token,
      payload: { kind: 'questions', answers: ['Sim.', { audioFileId: video.json().id }] },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields).toEqual({ 'answers.1': 'Envie o arquivo antes de continuar' });
  });
});

describe('the video answer’s transcript', () => {
  it('is optional beside a video and shown to the recruiter with it', async () => {
    const { user, app } = await applyTo(VIDEO_STEP);
    const video = await uploadVideo(user.token, app.id, WEBM);
    const transcript = 'Olá, sou o Davi. Trabalho com dados há quatro anos.';
    const sent = await putVideoStep(user.token, app.id, { videoFileId: video.json().id, transcript });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().answers.video_answer).toMatchObject({ alternative: 'video', text: null, transcript });
    const read = await t.request({ method: 'GET', url: `/v1/-/applications/${app.id}`, token: c.admin.token, company: c.subdomain });
    expect(read.json().answers.video_answer).toMatchObject({ alternative: 'video', video: { kind: 'video' }, transcript });
    const without = await applyTo(VIDEO_STEP);
    const other = await uploadVideo(without.user.token, without.app.id, WEBM);
    const plain = await putVideoStep(without.user.token, without.app.id, { videoFileId: other.json().id });
    expect(plain.json().answers.video_answer).toMatchObject({ alternative: 'video', transcript: null });
  });
});

const RESUME_STEP: PositionStep[] = [{ kind: 'profile', minutes: 5, accommodation: null, resume: true, coverLetter: false }];

describe('accessible resumes: DOCX, ODT and TXT are read like a PDF', () => {
  it('takes each by its content, whatever its name, and sends it as the document alternative', async () => {
    const { user, app } = await applyTo(RESUME_STEP);
    const text = Buffer.from(`${RESUME_LINES.join('\n')}\n`, 'utf8');
    const files = [
      {
        data: docx(RESUME_LINES),
        name: 'curriculo.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        ext: 'docx',
      },
      { data: odt(RESUME_LINES), name: 'curriculo.odt', type: 'application/vnd.oasis.opendocument.text', ext: 'odt' },
      { data: text, name: 'curriculo', type: 'text/plain', ext: 'txt' },
    ];
    const ids: string[] = [];
    for (const file of files) {
      const sent = await upload(user.token, app.id, 'resume', file.data, file.name, file.type);
      expect(sent.statusCode, sent.body).toBe(201);
      expect(sent.json().name).toBe(`curriculo.${file.ext}`);
      ids.push(sent.json().id);
    }
    const done = await t.request({
      method: 'PUT',
      url: `/v1/matches/${app.id}/steps/profile`,
      token: user.token,
      payload: { kind: 'profile', resumeFileId: ids[1] },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().answers.profile).toMatchObject({ alternative: 'document', resume: { name: 'curriculo.odt', kind: 'resume' } });
    const file = await t.request({
      method: 'GET',
      url: `/v1/-/applications/${app.id}/files/${ids[1]}`,
      token: c.admin.token,
      company: c.subdomain,
    });
    expect(file.headers['content-type']).toBe('application/vnd.oasis.opendocument.text');
  });

  it('refuses a damaged document, one without text, one with too much and a zip bomb, in pt-BR', async () => {
    const { user, app } = await applyTo(RESUME_STEP);
    const refusal = async (data: Buffer) =>
      (await upload(user.token, app.id, 'resume', data, 'cv.docx', 'application/octet-stream')).json().error;
    const damaged = docx(RESUME_LINES);
    // the document's entry cut short: its bytes no longer inflate
    const broken = Buffer.concat([damaged.subarray(0, 120), Buffer.alloc(40, 0xee), damaged.subarray(160)]);
    expect((await refusal(broken)).code).toBe('application.document_unreadable');
    expect(await refusal(docx(['Oi']))).toEqual({
      code: 'application.document_empty',
      message: 'Este currículo não tem texto para ler: escreva seu currículo no documento ou use seu perfil Trilha',
    });
    expect((await refusal(Buffer.from('x '.repeat(40_000)))).code).toBe('application.document_too_long');
    // 64 MB of one letter in 64 KB: inflating stops at the cap
    const bomb = zip({ 'word/document.xml': Buffer.alloc(64 * 1024 * 1024, 0x61) });
    expect(bomb.length).toBeLessThan(MAX_RESUME);
    expect((await refusal(bomb)).code).toBe('application.document_unreadable');
    // a binary that is none of them
    expect((await refusal(Buffer.from([0, 1, 2, 3, 4, 5, 0xff, 0xfe]))).code).toBe('application.file_type');
  });
});

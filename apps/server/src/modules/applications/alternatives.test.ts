import { readFileSync } from 'node:fs';
import type { PositionStep } from '@trilha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, createPosition, createUser, type HiringCompany } from '../../../test/factories/index.ts';
import { multipart } from '../../../test/uploads.ts';

// Issue 28: accessible alternatives that work. The video step takes a written answer, offered to everyone and
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
const putVideoStep = (token: string, id: string, payload: object) =>
  t.request({ method: 'PUT', url: `/v1/matches/${id}/steps/video_answer`, token, payload: { kind: 'video_answer', ...payload } });
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
    expect(read.json().answers.video_answer).toEqual({ alternative: 'written', video: null, text });
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

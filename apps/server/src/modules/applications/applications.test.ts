import { readFileSync } from 'node:fs';
import type { PositionStep } from '@trilha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, createPosition, createUser, type HiringCompany } from '../../../test/factories/index.ts';
import { resumePdf } from '../../../test/resume-pdfs.ts';

let t: TestApp;
let c: HiringCompany;
beforeAll(async () => {
  PDF = await resumePdf(['Clara Souza', '# Experiência', 'Analista de dados na Acme']);
  t = await createTestApp();
  c = await createHiringCompany(t);
});
afterAll(() => t.close());

const ALL_STEPS: PositionStep[] = [
  { kind: 'videos', minutes: 5, accommodation: 'Vídeos com legendas', videos: [{ title: 'A empresa', url: 'https://example.com/v1' }] },
  { kind: 'faq', minutes: 3, accommodation: null, items: [{ question: 'Tem home office?', answer: 'Dois dias por semana.' }] },
  { kind: 'profile', minutes: 5, accommodation: null, resume: true, coverLetter: true },
  {
    kind: 'questions',
    minutes: 10,
    accommodation: 'Tempo em dobro',
    questions: [
      { text: 'Por que esta vaga?', kind: 'text' },
      { text: 'Conte um projeto.', kind: 'text' },
    ],
  },
  { kind: 'video_answer', minutes: 5, accommodation: 'Pode responder por escrito', prompt: 'Apresente-se', maxSeconds: 120 },
];

/** a real PDF (written with PDFKit): resumes are checked by their content */
let PDF: Buffer;
/** a real WebM recording (the journeys' fixture): uploads are checked by their structure */
const WEBM = readFileSync(new URL('../../../../e2e/fixtures/video-answer.webm', import.meta.url));

const as = (token: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, ...(token && { token }), ...(payload && { payload }) });
const recruiter = (token: string | undefined, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.request({ method, url, ...(token && { token }), company: c.subdomain, ...(payload && { payload }) });

function multipart(data: Buffer, filename: string) {
  const boundary = '----trilha-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (token: string, id: string, kind: 'resume' | 'video', data: Buffer, name: string) =>
  t.request({ method: 'POST', url: `/v1/matches/${id}/files?kind=${kind}`, token, ...multipart(data, name) });

async function candidate(name = 'Clara') {
  const user = await createUser(t, { name, email: `${name.toLowerCase()}-${Math.random().toString(16).slice(2, 8)}@example.com` });
  if (!user) throw new Error('fixture');
  return user;
}

describe('applying in steps', () => {
  it('goes through every step kind in order, saving progress; the last one puts it under analysis with a promised date', async () => {
    const positionId = await createPosition(t, c, { title: 'Dev Front-end', steps: ALL_STEPS });
    const me = await candidate();
    const started = await as(me.token, 'POST', '/v1/matches', { positionId });
    expect(started.statusCode, started.body).toBe(201);
    const app = started.json();
    expect(app).toMatchObject({ status: 'in_progress', step: 'videos', stepsDone: 0, stepsTotal: 5, positionOpen: true, answerBy: null });
    expect(app.steps.map((s: { kind: string }) => s.kind)).toEqual(['videos', 'faq', 'profile', 'questions', 'video_answer']);
    expect(app.history.map((e: { kind: string }) => e.kind)).toEqual(['started']);
    // starting again answers the same application
    const again = await as(me.token, 'POST', '/v1/matches', { positionId });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(app.id);

    // out of order is refused with its message
    const early = await as(me.token, 'PUT', `/v1/matches/${app.id}/steps/faq`, { kind: 'faq' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({
      code: 'application.wrong_step',
      message: 'Conclua as etapas na ordem: esta não é a etapa atual da candidatura',
    });

    expect((await as(me.token, 'PUT', `/v1/matches/${app.id}/steps/videos`, { kind: 'videos' })).json()).toMatchObject({
      step: 'faq',
      stepsDone: 1,
    });
    expect((await as(me.token, 'PUT', `/v1/matches/${app.id}/steps/faq`, { kind: 'faq' })).json()).toMatchObject({ step: 'profile' });

    // the profile step asks for the resume and the cover letter
    const missing = await as(me.token, 'PUT', `/v1/matches/${app.id}/steps/profile`, { kind: 'profile' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.fields).toMatchObject({ resumeFileId: expect.any(String), coverLetter: expect.any(String) });
    // a resume must be a PDF (or a DOCX, ODT or TXT) by its bytes, not its name; a text too short says nothing
    const fake = await upload(me.token, app.id, 'resume', Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe]), 'cv.pdf');
    expect(fake.statusCode).toBe(415);
    expect((await upload(me.token, app.id, 'resume', Buffer.from('not a pdf'), 'cv.pdf')).json().error.code).toBe(
      'application.document_empty',
    );
    const resume = await upload(me.token, app.id, 'resume', PDF, 'Currículo Clara.pdf');
    expect(resume.statusCode, resume.body).toBe(201);
    expect(resume.json()).toMatchObject({ kind: 'resume', name: 'Currículo Clara.pdf' });
    const profile = await as(me.token, 'PUT', `/v1/matches/${app.id}/steps/profile`, {
      kind: 'profile',
      resumeFileId: resume.json().id,
      coverLetter: 'Gosto de interfaces acessíveis.',
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().answers.profile).toMatchObject({
      coverLetter: 'Gosto de interfaces acessíveis.',
      resume: { name: 'Currículo Clara.pdf' },
    });

    // progress is kept: the unfinished tab has it, at the questions step
    const unfinished = (await as(me.token, 'GET', '/v1/matches?tab=unfinished')).json();
    expect(unfinished.items.map((i: { id: string; step: string }) => [i.id, i.step])).toEqual([[app.id, 'questions']]);
    expect((await as(me.token, 'GET', '/v1/matches')).json().total).toBe(0);

    const oneAnswer = await as(me.token, 'PUT', `/v1/matches/${app.id}/steps/questions`, { kind: 'questions', answers: ['Só uma'] });
    expect(oneAnswer.json().error.fields).toEqual({ answers: 'Responda a todas as perguntas' });
    await as(me.token, 'PUT', `/v1/matches/${app.id}/steps/questions`, { kind: 'questions', answers: ['Pelo produto.', 'Um painel.'] });

    // the video answer is timed: the candidate starts it (the server keeps the clock), records, uploads and sends
    expect((await as(me.token, 'POST', `/v1/matches/${app.id}/steps/video_answer/start`)).statusCode).toBe(200);
    const video = await upload(me.token, app.id, 'video', WEBM, 'resposta.webm');
    expect(video.statusCode, video.body).toBe(201);
    const done = await as(me.token, 'PUT', `/v1/matches/${app.id}/steps/video_answer`, {
      kind: 'video_answer',
      videoFileId: video.json().id,
    });
    expect(done.statusCode, done.body).toBe(200);
    const today = t.clock.now().getTime();
    expect(done.json()).toMatchObject({
      status: 'under_analysis',
      step: 'none',
      stepsDone: 5,
      answerBy: new Date(today + 10 * 864e5).toISOString().slice(0, 10),
    });
    expect(done.json().answers.questions).toEqual([
      { question: 'Por que esta vaga?', answer: 'Pelo produto.', audio: null },
      { question: 'Conte um projeto.', answer: 'Um painel.', audio: null },
    ]);
    expect(done.json().history.map((e: { kind: string }) => e.kind)).toEqual([
      'started',
      'step_done',
      'step_done',
      'step_done',
      'step_done',
      'step_done',
      'submitted',
    ]);
    expect((await as(me.token, 'GET', '/v1/matches')).json().items.map((i: { id: string }) => i.id)).toEqual([app.id]);

    // the recruiters see it in the pipeline with the answers, the resume and the video
    const pipeline = (await recruiter(c.admin.token, 'GET', `/v1/-/positions/${positionId}/candidates`)).json();
    expect(pipeline.items.map((i: { applicationId: string }) => i.applicationId)).toEqual([app.id]);
    expect(pipeline.stages.new).toBe(1);
    const read = (await recruiter(c.admin.token, 'GET', `/v1/-/applications/${app.id}`)).json();
    expect(read.answers.video_answer.video.url).toBe(`/v1/-/applications/${app.id}/files/${video.json().id}`);
    expect(read.canManage).toBe(true);
    // the files are private: the candidate and the position's recruiters read them, nobody else
    const asRecruiter = await t.request({ method: 'GET', url: read.answers.profile.resume.url, token: c.admin.token });
    expect(asRecruiter.statusCode).toBe(200);
    expect(asRecruiter.headers['content-type']).toBe('application/pdf');
    expect(asRecruiter.rawPayload.equals(PDF)).toBe(true);
    const own = await as(me.token, 'GET', done.json().answers.video_answer.video.url);
    expect(own.headers['content-type']).toBe('video/webm');
    expect((await as(me.token, 'GET', read.answers.profile.resume.url)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: read.answers.profile.resume.url, token: c.otherAdmin.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: read.answers.profile.resume.url, token: c.evaluator.token })).statusCode).toBe(404);
    expect((await as(undefined, 'GET', done.json().answers.video_answer.video.url)).statusCode).toBe(401);
    const stranger = await candidate('Estranho');
    expect((await as(stranger.token, 'GET', done.json().answers.video_answer.video.url)).statusCode).toBe(404);
  });

  it('a position without steps goes straight to analysis; paused and closed positions refuse with their messages', async () => {
    const me = await candidate('Bia');
    const plain = await createPosition(t, c, { title: 'Sem etapas', steps: [] });
    expect((await as(me.token, 'POST', '/v1/matches', { positionId: plain })).json()).toMatchObject({
      status: 'under_analysis',
      step: 'none',
    });

    const paused = await createPosition(t, c, { title: 'Pausada' }, 'paused');
    const refused = await as(me.token, 'POST', '/v1/matches', { positionId: paused });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('application.paused');
    const archived = await createPosition(t, c, { title: 'Encerrada' }, 'archived');
    expect((await as(me.token, 'POST', '/v1/matches', { positionId: archived })).json().error).toMatchObject({
      code: 'application.closed',
      message: 'As inscrições desta vaga estão encerradas',
    });

    // paused after starting: progress is blocked, the page says so
    const open = await createPosition(t, c, { title: 'Pausa depois' });
    const app = (await as(me.token, 'POST', '/v1/matches', { positionId: open })).json();
    await t.request({
      method: 'POST',
      url: `/v1/-/positions/${open}/status`,
      token: c.admin.token,
      company: c.subdomain,
      payload: { status: 'paused' },
    });
    expect((await as(me.token, 'GET', `/v1/matches/${app.id}`)).json().positionOpen).toBe(false);
    expect((await as(me.token, 'PUT', `/v1/matches/${app.id}/steps/profile`, { kind: 'profile' })).json().error.code).toBe(
      'application.paused',
    );
  });

  it('giving up is irreversible and forces a restart from the first step', async () => {
    const me = await candidate('Davi');
    const positionId = await createPosition(t, c, { title: 'Desistência' });
    const first = (await as(me.token, 'POST', '/v1/matches', { positionId })).json();
    const gave = await as(me.token, 'POST', `/v1/matches/${first.id}/give-up`);
    expect(gave.json()).toMatchObject({ status: 'given_up' });
    expect((await as(me.token, 'POST', `/v1/matches/${first.id}/give-up`)).json().error.code).toBe('application.given_up');
    expect((await as(me.token, 'PUT', `/v1/matches/${first.id}/steps/profile`, { kind: 'profile' })).json().error.code).toBe(
      'application.given_up',
    );
    const closed = (await as(me.token, 'GET', '/v1/oldmatches')).json();
    expect(closed.items.map((i: { id: string }) => i.id)).toEqual([first.id]);
    const closedTab = (await as(me.token, 'GET', '/v1/matches?tab=closed')).json();
    expect(closedTab.items.map((i: { id: string; status: string }) => [i.id, i.status])).toEqual([[first.id, 'given_up']]);
    const restart = await as(me.token, 'POST', '/v1/matches', { positionId });
    expect(restart.statusCode).toBe(201);
    expect(restart.json().id).not.toBe(first.id);
    expect(restart.json().step).toBe('profile');
  });

  it('deleting an application hides it; feedback follows once, and only after the deletion', async () => {
    const me = await candidate('Edu');
    const positionId = await createPosition(t, c, { title: 'Excluir' });
    const app = (await as(me.token, 'POST', '/v1/matches', { positionId })).json();
    expect((await as(me.token, 'POST', `/v1/matches/${app.id}/feedback`, { feedback: 'Cedo demais' })).json().error.code).toBe(
      'application.not_deleted',
    );
    expect((await as(me.token, 'DELETE', `/v1/matches/${app.id}`)).statusCode).toBe(204);
    expect((await as(me.token, 'GET', `/v1/matches/${app.id}`)).statusCode).toBe(404);
    expect((await as(me.token, 'GET', '/v1/matches?tab=unfinished')).json().total).toBe(0);
    expect((await as(me.token, 'POST', `/v1/matches/${app.id}/feedback`, { feedback: 'Achei outra vaga' })).statusCode).toBe(204);
    expect((await as(me.token, 'POST', `/v1/matches/${app.id}/feedback`, { feedback: 'De novo' })).json().error.code).toBe(
      'application.feedback_sent',
    );
    expect((await as(me.token, 'POST', `/v1/matches/${app.id}/feedback`, { feedback: '   ' })).statusCode).toBe(422);
  });

  it('internal mobility positions take only the company’s members', async () => {
    const positionId = await createPosition(t, c, { title: 'Vaga interna' });
    await t.db.execute(`update positions set internal_only = true where id = '${positionId}'`);
    const outsider = await candidate('Fora');
    const refused = await as(outsider.token, 'POST', '/v1/matches', { positionId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('application.internal_only');
    const started = await as(c.member.token, 'POST', '/v1/matches', { positionId });
    expect(started.statusCode).toBe(201);
    expect(started.json().internal).toBe(true);
    const mine = (await as(c.member.token, 'GET', `/v1/matches?tab=unfinished&company=${c.subdomain}`)).json();
    expect(mine.items.map((i: { id: string }) => i.id)).toEqual([started.json().id]);
    // members list the company's internal positions; nobody else finds them
    const listed = await t.request({ method: 'GET', url: '/v1/-/internal-positions', token: c.member.token, company: c.subdomain });
    expect(listed.json().items.map((i: { id: string }) => i.id)).toEqual([positionId]);
    expect(
      (await t.request({ method: 'GET', url: '/v1/-/internal-positions', token: outsider.token, company: c.subdomain })).statusCode,
    ).toBe(404);
    const search = (await as(outsider.token, 'GET', `/v1/positions/company/${c.subdomain}?length=50`)).json();
    expect(search.items.map((i: { id: string }) => i.id)).not.toContain(positionId);
  });
});

describe('who sees what (role matrix)', () => {
  it('a candidate sees only their own; recruiters only their company’s, evaluators only linked positions', async () => {
    const owner = await candidate('Gabi');
    const other = await candidate('Hugo');
    const positionId = await createPosition(t, c, { title: 'Matriz', steps: [] });
    const app = (await as(owner.token, 'POST', '/v1/matches', { positionId })).json();
    expect((await as(other.token, 'GET', `/v1/matches/${app.id}`)).statusCode).toBe(404);
    expect((await as(other.token, 'DELETE', `/v1/matches/${app.id}`)).statusCode).toBe(404);
    expect((await as(other.token, 'POST', `/v1/matches/${app.id}/give-up`)).statusCode).toBe(404);
    expect((await as(undefined, 'GET', '/v1/matches')).statusCode).toBe(401);
    expect((await as(undefined, 'GET', `/v1/matches/${app.id}`)).statusCode).toBe(401);

    const url = `/v1/-/applications/${app.id}`;
    expect((await recruiter(c.admin.token, 'GET', url)).statusCode).toBe(200);
    expect((await recruiter(c.manager.token, 'GET', url)).statusCode).toBe(404); // not linked
    expect((await recruiter(c.evaluator.token, 'GET', url)).statusCode).toBe(404);
    expect((await recruiter(c.member.token, 'GET', url)).statusCode).toBe(403);
    expect((await recruiter(c.otherAdmin.token, 'GET', url)).statusCode).toBe(404);
    expect((await recruiter(owner.token, 'GET', url)).statusCode).toBe(404);
    expect((await recruiter(undefined, 'GET', url)).statusCode).toBe(401);
    expect((await recruiter(c.member.token, 'GET', `/v1/-/positions/${positionId}/candidates`)).statusCode).toBe(403);
    expect((await recruiter(c.evaluator.token, 'GET', `/v1/-/positions/${positionId}/candidates`)).statusCode).toBe(404);
    expect((await recruiter(c.evaluator.token, 'GET', '/v1/-/candidates')).statusCode).toBe(403);

    // linked to the position, the evaluator reads and moves; only managers change the promised date
    const linked = await createPosition(t, c, { title: 'Com avaliadora', steps: [], linkedUserIds: [c.evaluator.id] });
    const second = (await as(owner.token, 'POST', '/v1/matches', { positionId: linked })).json();
    expect((await recruiter(c.evaluator.token, 'GET', `/v1/-/applications/${second.id}`)).statusCode).toBe(200);
    expect((await recruiter(c.evaluator.token, 'PUT', `/v1/-/applications/${second.id}/stage`, { stage: 'screening' })).statusCode).toBe(
      200,
    );
    // an evaluator evaluates: rejecting or hiring is a decision for who manages the position, one candidate or many
    for (const stage of ['rejected', 'hired']) {
      const decided = await recruiter(c.evaluator.token, 'PUT', `/v1/-/applications/${second.id}/stage`, { stage, message: 'Não' });
      expect(decided.statusCode, stage).toBe(403);
    }
    const bulk = await recruiter(c.evaluator.token, 'POST', `/v1/-/positions/${linked}/candidates/bulk`, {
      action: 'decline',
      applicationIds: [second.id],
    });
    expect(bulk.statusCode).toBe(403);
    expect((await recruiter(c.evaluator.token, 'GET', `/v1/-/applications/${second.id}`)).json()).toMatchObject({ stage: 'screening' });
    const history = (await recruiter(c.admin.token, 'GET', `/v1/-/applications/${second.id}`)).json().history;
    expect(history.map((event: { kind: string }) => event.kind)).not.toContain('rejected');
    expect(
      (await recruiter(c.evaluator.token, 'PUT', `/v1/-/applications/${second.id}/answer-date`, { answerBy: '2030-01-01' })).statusCode,
    ).toBe(403);
  });
});

describe('the recruiters’ pipeline', () => {
  it('moves a candidate between stages, rejects with a message the candidate reads, hires; every move is in the history', async () => {
    const positionId = await createPosition(t, c, { title: 'Pipeline', steps: [] });
    const [ana, bia] = [await candidate('Ana'), await candidate('Bia')];
    const a = (await as(ana.token, 'POST', '/v1/matches', { positionId })).json();
    const b = (await as(bia.token, 'POST', '/v1/matches', { positionId })).json();
    const unfinishedPosition = await createPosition(t, c, { title: 'Pipeline com etapas' });
    await as(ana.token, 'POST', '/v1/matches', { positionId: unfinishedPosition });

    const moved = await recruiter(c.admin.token, 'PUT', `/v1/-/applications/${a.id}/stage`, { stage: 'interview' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ stage: 'interview', status: 'under_analysis' });
    expect((await recruiter(c.admin.token, 'PUT', `/v1/-/applications/${a.id}/stage`, { stage: 'interview' })).statusCode).toBe(409);

    const rejected = await recruiter(c.admin.token, 'PUT', `/v1/-/applications/${b.id}/stage`, {
      stage: 'rejected',
      message: 'Seguimos com perfis mais seniores.',
    });
    expect(rejected.json()).toMatchObject({
      stage: 'rejected',
      status: 'closed',
      canManage: false,
      closingMessage: 'Seguimos com perfis mais seniores.',
    });
    const closedTab = (await as(bia.token, 'GET', '/v1/oldmatches')).json();
    expect(closedTab.items[0]).toMatchObject({ id: b.id, closingMessage: 'Seguimos com perfis mais seniores.', stage: 'rejected' });
    // a closed application does not move
    expect((await recruiter(c.admin.token, 'PUT', `/v1/-/applications/${b.id}/stage`, { stage: 'screening' })).json().error.code).toBe(
      'application.invalid_stage',
    );

    const hired = (await recruiter(c.admin.token, 'PUT', `/v1/-/applications/${a.id}/stage`, { stage: 'hired' })).json();
    expect(hired.history.map((e: { kind: string }) => e.kind)).toEqual(['started', 'submitted', 'stage', 'hired']);
    expect(hired.history[3].actorName).toContain('Alice');
    // the candidate's own moves name nobody
    expect(hired.history[0].actorName).toBeNull();
    const board = (await recruiter(c.admin.token, 'GET', `/v1/-/positions/${positionId}/candidates`)).json();
    expect(board.stages).toMatchObject({ new: 0, hired: 1, rejected: 1 });
    const onlyHired = (await recruiter(c.admin.token, 'GET', `/v1/-/positions/${positionId}/candidates?stage=hired`)).json();
    expect(onlyHired.items.map((i: { applicationId: string }) => i.applicationId)).toEqual([a.id]);
    const other = (await recruiter(c.admin.token, 'GET', `/v1/-/positions/${unfinishedPosition}/candidates`)).json();
    expect(other).toMatchObject({ total: 0, unfinished: 1 });

    const bankRes = await recruiter(c.admin.token, 'GET', `/v1/-/candidates?text=${encodeURIComponent(bia.email)}`);
    expect(bankRes.statusCode, bankRes.body).toBe(200);
    const bank = bankRes.json();
    expect(bank.items.map((i: { applicationId: string }) => i.applicationId)).toEqual([b.id]);
  });

  it('the promised answer date: set by managers, never in the past, shown to the candidate', async () => {
    const positionId = await createPosition(t, c, { title: 'Data prometida', steps: [] });
    const me = await candidate('Ivo');
    const app = (await as(me.token, 'POST', '/v1/matches', { positionId })).json();
    const past = await recruiter(c.admin.token, 'PUT', `/v1/-/applications/${app.id}/answer-date`, { answerBy: '2020-01-01' });
    expect(past.statusCode).toBe(422);
    expect(past.json().error.fields).toEqual({ answerBy: 'A data prometida não pode estar no passado' });
    for (const answerBy of ['9999-12-31', '2027-03-11', '2026-02-31']) {
      const refused = await recruiter(c.admin.token, 'PUT', `/v1/-/applications/${app.id}/answer-date`, { answerBy });
      expect(refused.statusCode, answerBy).toBe(422);
    }
    const far = await recruiter(c.admin.token, 'PUT', `/v1/-/applications/${app.id}/answer-date`, { answerBy: '9999-12-31' });
    expect(far.json().error.fields).toEqual({ answerBy: 'A data prometida deve estar dentro dos próximos 12 meses' });
    const set = await recruiter(c.admin.token, 'PUT', `/v1/-/applications/${app.id}/answer-date`, { answerBy: '2027-03-10' });
    expect(set.statusCode, set.body).toBe(200);
    expect((await as(me.token, 'GET', `/v1/matches/${app.id}`)).json()).toMatchObject({ answerBy: '2027-03-10' });
  });
});

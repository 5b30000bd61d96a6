import { readFileSync } from 'node:fs';
import type { PositionStep } from '@trilha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, createPosition, createUser, type HiringCompany } from '../../../test/factories/index.ts';
import { multipart } from '../../../test/uploads.ts';

// The video answer's time limit, enforced by the server. The candidate starts the timed answer (its clock
// kept by the server, never reset), and an answer that arrives past the limit (PcD extra time included) and the
// grace for sending it (ANSWER_GRACE_SECONDS: 120 s for a video's upload, 30 s for a written answer) is refused.
// Time moves with the test's manual clock.

let t: TestApp;
let c: HiringCompany;
let positionId: string;
const SECOND = 1000;
const WEBM = readFileSync(new URL('../../../../e2e/fixtures/video-answer.webm', import.meta.url));
const STEPS: PositionStep[] = [
  { kind: 'faq', minutes: 2, accommodation: null, items: [{ question: 'Tem home office?', answer: 'Sim.' }] },
  { kind: 'video_answer', minutes: 5, accommodation: null, prompt: 'Apresente-se em até dois minutos.', maxSeconds: 120 },
];

beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringCompany(t);
  positionId = await createPosition(t, c, { title: 'Analista com tempo', steps: STEPS });
});
afterAll(() => t.close());

/** A candidate's application at its video step (the FAQ done); `profile` makes it a PcD candidate's. */
async function atVideoStep(profile?: object) {
  const user = await createUser(t, { name: 'Lia', email: `lia-${Math.random().toString(16).slice(2, 8)}@example.com` });
  if (!user) throw new Error('fixture');
  if (profile) {
    const saved = await t.request({
      method: 'PUT',
      url: '/v1/profile',
      token: user.token,
      payload: { name: 'Lia', lastName: 'Reis', ...profile },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const started = await t.request({ method: 'POST', url: '/v1/matches', token: user.token, payload: { positionId } });
  expect(started.statusCode, started.body).toBe(201);
  const id = (started.json() as { id: string }).id;
  const faq = await t.request({ method: 'PUT', url: `/v1/matches/${id}/steps/faq`, token: user.token, payload: { kind: 'faq' } });
  expect(faq.json().step).toBe('video_answer');
  return { token: user.token, id };
}
const start = (token: string | undefined, id: string, step = 'video_answer') =>
  t.request({ method: 'POST', url: `/v1/matches/${id}/steps/${step}/start`, ...(token && { token }) });
const answer = (token: string, id: string, payload: object) =>
  t.request({ method: 'PUT', url: `/v1/matches/${id}/steps/video_answer`, token, payload: { kind: 'video_answer', ...payload } });
const uploadVideo = async (token: string, id: string) =>
  t.request({
    method: 'POST',
    url: `/v1/matches/${id}/files?kind=video`,
    token,
    ...(await multipart({}, { file: { data: WEBM, name: 'resposta.webm', type: 'video/webm' } })),
  });

const TIME_OVER = {
  code: 'application.time_over',
  message:
    'O tempo desta resposta acabou: ela chegou depois do limite da etapa e não foi salva. Para responder de novo, desista desta candidatura e comece outra',
};

describe('the video answer’s clock', () => {
  it('starts once: starting again answers the same clock, with the seconds left', async () => {
    const { token, id } = await atVideoStep();
    const first = await start(token, id);
    expect(first.statusCode, first.body).toBe(200);
    const startedAt = t.clock.now().toISOString();
    expect(first.json()).toEqual({
      step: 'video_answer',
      startedAt,
      limitSeconds: 120,
      endsAt: new Date(t.clock.now().getTime() + 120 * SECOND).toISOString(),
      remainingSeconds: 120,
    });
    t.clock.advance(100 * SECOND);
    const again = await start(token, id);
    expect(again.json()).toMatchObject({ startedAt, limitSeconds: 120, remainingSeconds: 20 });
    t.clock.advance(60 * SECOND);
    expect((await start(token, id)).json()).toMatchObject({ startedAt, remainingSeconds: 0 });
    // the candidate's data download says when they started it
    const download = await t.request({ method: 'GET', url: '/v1/myself/data-export', token });
    const [application] = download.json().sections.applications;
    expect(application.timedSteps).toEqual([{ step: 'video_answer', startedAt: expect.any(String), limitSeconds: 120 }]);
    expect(new Date(application.timedSteps[0].startedAt).toISOString()).toBe(startedAt);
  });

  it('takes a written answer up to the limit and its 30 s grace, and refuses it one second later without saving it', async () => {
    const inTime = await atVideoStep();
    await start(inTime.token, inTime.id);
    t.clock.advance((120 + 30) * SECOND);
    const sent = await answer(inTime.token, inTime.id, { text: 'Sou analista de dados.' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'under_analysis', answers: { video_answer: { alternative: 'written' } } });

    const late = await atVideoStep();
    await start(late.token, late.id);
    t.clock.advance((120 + 30 + 1) * SECOND);
    const refused = await answer(late.token, late.id, { text: 'Sou analista de dados.' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual(TIME_OVER);
    const kept = (await t.request({ method: 'GET', url: `/v1/matches/${late.id}`, token: late.token })).json();
    expect(kept).toMatchObject({ status: 'in_progress', step: 'video_answer', answers: {} });
    // starting again does not give the time back
    expect((await start(late.token, late.id)).json().remainingSeconds).toBe(0);
    expect((await answer(late.token, late.id, { text: 'De novo.' })).json().error.code).toBe('application.time_over');
  });

  it('gives a video 120 s after the limit for its upload, no more', async () => {
    const inTime = await atVideoStep();
    await start(inTime.token, inTime.id);
    t.clock.advance((120 + 100) * SECOND);
    const video = await uploadVideo(inTime.token, inTime.id);
    expect(video.statusCode, video.body).toBe(201);
    const sent = await answer(inTime.token, inTime.id, { videoFileId: video.json().id });
    expect(sent.statusCode, sent.body).toBe(200);

    const late = await atVideoStep();
    await start(late.token, late.id);
    t.clock.advance((120 + 120 + 1) * SECOND);
    const lateVideo = await uploadVideo(late.token, late.id);
    const refused = await answer(late.token, late.id, { videoFileId: lateVideo.json().id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual(TIME_OVER);
  });

  it('gives a candidate whose profile says PcD 50% more time, fixed when the answer starts', async () => {
    const pcd = await atVideoStep({ isPCD: true, pcdType: 'hearing' });
    const clock = await start(pcd.token, pcd.id);
    expect(clock.json()).toMatchObject({ limitSeconds: 180, remainingSeconds: 180 });
    // past what anyone else has (120 + 30) but within 180 + 30
    t.clock.advance(200 * SECOND);
    const sent = await answer(pcd.token, pcd.id, { text: 'Prefiro escrever.' });
    expect(sent.statusCode, sent.body).toBe(200);

    const late = await atVideoStep({ isPCD: true, pcdType: 'hearing' });
    await start(late.token, late.id);
    t.clock.advance((180 + 30 + 1) * SECOND);
    expect((await answer(late.token, late.id, { text: 'Prefiro escrever.' })).json().error).toEqual(TIME_OVER);
  });

  it('refuses an answer whose clock never started: skipping the start would skip the limit', async () => {
    const { token, id } = await atVideoStep();
    const refused = await answer(token, id, { text: 'Sem começar.' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'application.not_started',
      message: 'Inicie a resposta antes de enviá-la: o limite de tempo desta etapa conta a partir do início da resposta',
    });
    // once started, it goes
    await start(token, id);
    expect((await answer(token, id, { text: 'Agora sim.' })).statusCode).toBe(200);
  });

  it('is the candidate’s own: another candidate and an anonymous caller cannot start it; untimed or later steps have none', async () => {
    const { token, id } = await atVideoStep();
    const other = await atVideoStep();
    const stranger = await start(other.token, id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.code).toBe('application.not_found');
    expect((await start(undefined, id)).statusCode).toBe(401);
    // nobody started this one's clock: its candidate still has the whole time
    expect((await start(token, id)).json().remainingSeconds).toBe(120);

    // a step without a limit has no clock; a step that is not the current one cannot start
    const user = await createUser(t, { name: 'Noa', email: `noa-${Math.random().toString(16).slice(2, 8)}@example.com` });
    if (!user) throw new Error('fixture');
    const app = (await t.request({ method: 'POST', url: '/v1/matches', token: user.token, payload: { positionId } })).json() as {
      id: string;
    };
    const untimed = await start(user.token, app.id, 'faq');
    expect(untimed.statusCode).toBe(409);
    expect(untimed.json().error).toEqual({
      code: 'application.untimed_step',
      message: 'Esta etapa não tem limite de tempo: não há relógio para iniciar',
    });
    expect((await start(user.token, app.id)).json().error.code).toBe('application.wrong_step');
    expect((await start(user.token, app.id, 'nada')).statusCode).toBe(400);
  });
});

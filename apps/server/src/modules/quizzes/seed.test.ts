import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { openSession } from '../../platform/auth/sessions.ts';
import { DEMO_USERS } from '../../seed/demo-users.ts';
import { seedIdentity } from '../../seed/identity-seed.ts';
import { seedDemoQuizzes } from '../../seed/quizzes-seed.ts';
import { seedWorkspaces } from '../../seed/workspaces-seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedIdentity(t.deps);
  await seedWorkspaces(t.deps);
  await seedDemoQuizzes(t.deps);
}, 60_000);
afterAll(() => t.close());

describe('demo questionnaire', () => {
  it('is a public questionnaire anyone can take, and its right answers pass', async () => {
    const ana = await openSession(t.db, t.clock, DEMO_USERS.individual.id);
    const found = await t.request({ method: 'GET', url: '/v1/discovery?query=questionario%20sql', token: ana });
    const item = found.json().items.find((entry: { content?: { type: string } }) => entry.content?.type === 'questionnaire');
    expect(item?.content.title).toBe('Questionário: fundamentos de SQL');
    const id = item.content.id as string;
    const quiz = (await t.request({ method: 'GET', url: `/v1/contents/${id}/quiz`, token: ana })).json();
    expect(quiz).toMatchObject({ passingScore: 60, canManage: false });
    expect(quiz.questions).toHaveLength(5);
    const creator = await openSession(t.db, t.clock, DEMO_USERS.creator.id);
    const answers = (await t.request({ method: 'GET', url: `/v1/contents/${id}/quiz`, token: creator }))
      .json()
      .questions.map((question: { correct: number[] }) => question.correct);
    const attempt = await t.request({ method: 'POST', url: `/v1/contents/${id}/attempts`, token: ana, payload: { answers } });
    expect(attempt.json()).toMatchObject({ score: 100, passed: true, verified: true });
  });
});

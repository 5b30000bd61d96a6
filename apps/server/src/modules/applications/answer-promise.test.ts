import type { PositionStep } from '@trilha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, createPosition, createUser, type HiringCompany } from '../../../test/factories/index.ts';

// Answer dates before and after: the position's promise is said before the candidate starts.

let t: TestApp;
let c: HiringCompany;
beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringCompany(t);
});
afterAll(() => t.close());

const STEPS: PositionStep[] = [{ kind: 'faq', minutes: 2, accommodation: null, items: [{ question: 'Remoto?', answer: 'Sim.' }] }];

describe('the answer promise before applying', () => {
  it('GET /v1/positions/:id and the application just started carry answerWithinDays; sending dates it', async () => {
    const positionId = await createPosition(t, c, { title: 'Analista de Suporte', steps: STEPS });
    const user = await createUser(t, { name: 'Rui', email: 'rui-promise@example.com' });
    if (!user) throw new Error('fixture');
    const position = await t.request({ method: 'GET', url: `/v1/positions/${positionId}`, token: user.token });
    expect(position.statusCode, position.body).toBe(200);
    expect(position.json().answerWithinDays).toBe(10);
    // anonymous readers see it too
    expect((await t.request({ method: 'GET', url: `/v1/positions/${positionId}` })).json().answerWithinDays).toBe(10);

    const app = (await t.request({ method: 'POST', url: '/v1/matches', token: user.token, payload: { positionId } })).json();
    expect(app).toMatchObject({ answerWithinDays: 10, answerBy: null });
    const sent = await t.request({ method: 'PUT', url: `/v1/matches/${app.id}/steps/faq`, token: user.token, payload: { kind: 'faq' } });
    expect(sent.json().answerBy).toBe(new Date(t.clock.now().getTime() + 10 * 864e5).toISOString().slice(0, 10));
  });
});

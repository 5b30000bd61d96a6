import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, createPosition, createUser, type HiringCompany } from '../../../test/factories/index.ts';
import { answerDay } from '../positions/index.ts';
import { isAnswerOverdue } from './answer-overdue.ts';

// Promises kept visible: a promised answer date that has passed without a decision is overdue, for the
// recruiters' lists and for the candidate, judged on the company's day (Brazil's by default), not UTC's.

let t: TestApp;
let c: HiringCompany;
beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringCompany(t);
});
afterAll(() => t.close());

const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.request({ method, url, token, ...(payload && { payload }) });
const recruiter = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.request({ method, url, token: c.admin.token, company: c.subdomain, ...(payload && { payload }) });

describe('answerDay and isAnswerOverdue', () => {
  it('reads the day where the company is', () => {
    const night = new Date('2026-11-25T02:30:00Z');
    expect(answerDay(night)).toBe('2026-11-24');
    expect(answerDay(night, 'BRA')).toBe('2026-11-24');
    expect(answerDay(night, 'USA')).toBe('2026-11-24');
    expect(answerDay(new Date('2026-11-25T04:30:00Z'), 'USA')).toBe('2026-11-24');
    expect(answerDay(new Date('2026-11-25T05:30:00Z'), 'USA')).toBe('2026-11-25');
  });

  it('is overdue only after the day, and only while under analysis', () => {
    expect(isAnswerOverdue({ status: 'under_analysis', answerBy: '2026-11-24' }, '2026-11-24')).toBe(false);
    expect(isAnswerOverdue({ status: 'under_analysis', answerBy: '2026-11-24' }, '2026-11-25')).toBe(true);
    expect(isAnswerOverdue({ status: 'closed', answerBy: '2026-11-24' }, '2026-11-25')).toBe(false);
    expect(isAnswerOverdue({ status: 'given_up', answerBy: '2026-11-24' }, '2026-11-25')).toBe(false);
    expect(isAnswerOverdue({ status: 'under_analysis', answerBy: null }, '2026-11-25')).toBe(false);
  });
});

describe('overdue answers through the API', () => {
  it('flags a passed date on the pipeline, the candidate page, the bank and the candidate’s own lists; a decision clears it', async () => {
    t.clock.set('2026-03-10T12:00:00Z');
    const positionId = await createPosition(t, c, { title: 'Prazo vencido', steps: [] });
    const [ana, bia] = await Promise.all(['Ana', 'Bia'].map((name) => createUser(t, { name, email: `${name}-${Date.now()}@example.com` })));
    if (!ana || !bia) throw new Error('fixture');
    const a = (await as(ana.token, 'POST', '/v1/matches', { positionId })).json();
    const b = (await as(bia.token, 'POST', '/v1/matches', { positionId })).json();
    for (const id of [a.id, b.id]) {
      const set = await recruiter('PUT', `/v1/-/applications/${id}/answer-date`, { answerBy: '2026-03-11' });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json()).toMatchObject({ answerBy: '2026-03-11', overdue: false });
    }
    const overdueOf = async () => {
      const board = (await recruiter('GET', `/v1/-/positions/${positionId}/candidates`)).json();
      const bank = (await recruiter('GET', `/v1/-/candidates?text=${encodeURIComponent(ana.email)}`)).json();
      return {
        board: Object.fromEntries(board.items.map((i: { applicationId: string; overdue: boolean }) => [i.applicationId, i.overdue])),
        bank: bank.items[0].overdue,
        page: (await recruiter('GET', `/v1/-/applications/${a.id}`)).json().overdue,
        mine: (await as(ana.token, 'GET', '/v1/matches')).json().items.find((i: { id: string }) => i.id === a.id).overdue,
        details: (await as(ana.token, 'GET', `/v1/matches/${a.id}`)).json().overdue,
      };
    };

    // 23:30 on the 11th in São Paulo (already the 12th in UTC): the promise still holds
    t.clock.set('2026-03-12T02:30:00Z');
    expect(await overdueOf()).toEqual({ board: { [a.id]: false, [b.id]: false }, bank: false, page: false, mine: false, details: false });
    // and a manager may still promise "today"
    expect((await recruiter('PUT', `/v1/-/applications/${b.id}/answer-date`, { answerBy: '2026-03-11' })).statusCode).toBe(200);

    // past midnight there, the answer is late everywhere
    t.clock.set('2026-03-12T03:30:00Z');
    expect(await overdueOf()).toEqual({ board: { [a.id]: true, [b.id]: true }, bank: true, page: true, mine: true, details: true });

    // a decision (rejected) ends the wait; a new date does too
    const rejected = await recruiter('PUT', `/v1/-/applications/${b.id}/stage`, { stage: 'rejected', message: null });
    expect(rejected.json()).toMatchObject({ status: 'closed', overdue: false });
    const later = await recruiter('PUT', `/v1/-/applications/${a.id}/answer-date`, { answerBy: '2026-03-20' });
    expect(later.json()).toMatchObject({ overdue: false });
    expect((await overdueOf()).board).toEqual({ [a.id]: false, [b.id]: false });
  });
});

import { DECLINE_TEMPLATE_ID, type PositionStep } from '@trilha/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, createPosition, createUser, type HiringCompany } from '../../../test/factories/index.ts';
import { hiringTasks } from './hiring.tasks.ts';

// A position may decline the candidates who failed an eliminatory question, with its message template, once the delay
// it sets has passed: never at once, never a candidate a recruiter moved on, never twice.
let t: TestApp;
let c: HiringCompany;
let positionId: string;
const HOUR = 3_600_000;
const run = () => {
  const task = hiringTasks.find((job) => job.name === 'knockout declines');
  if (!task) throw new Error('no knockout task');
  return task.run(t.deps) as Promise<number>;
};

const SCREENING: PositionStep = {
  kind: 'questions',
  minutes: 5,
  accommodation: null,
  questions: [{ text: 'Você tem CNH categoria B?', kind: 'yes_no', knockout: { accept: ['yes'] } }],
  autoDecline: { afterHours: 48, templateId: DECLINE_TEMPLATE_ID },
};

beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringCompany(t);
  positionId = await createPosition(t, c, { title: 'Motorista de Entregas', steps: [SCREENING] });
});
afterAll(() => t.close());

async function apply(name: string, answer: 'yes' | 'no') {
  const email = `${name.toLowerCase()}-${Math.random().toString(16).slice(2, 8)}@example.com`;
  const user = await createUser(t, { name, email });
  const started = await t.request({ method: 'POST', url: '/v1/matches', token: user.token, payload: { positionId } });
  const id = started.json().id as string;
  const done = await t.request({
    method: 'PUT',
    url: `/v1/matches/${id}/steps/questions`,
    token: user.token,
    payload: { kind: 'questions', answers: [answer] },
  });
  expect(done.statusCode, done.body).toBe(200);
  return { id, email };
}
const stateOf = async (id: string) =>
  (
    await t.db.execute<{ status: string; stage: string; closing_message: string | null }>(
      sql`select status, stage, closing_message from applications where id = ${id}`,
    )
  ).rows[0];

describe('automatic decline of knocked-out candidates', () => {
  it('waits for the delay, declines only the knocked-out candidates nobody moved on, with the template, once', async () => {
    const out = await apply('Diego', 'no');
    const moved = await apply('Elisa', 'no');
    const passes = await apply('Carla', 'yes');
    // a recruiter takes Elisa on despite the knockout
    const move = await t.request({
      method: 'PUT',
      url: `/v1/-/applications/${moved.id}/stage`,
      token: c.admin.token,
      company: c.subdomain,
      payload: { stage: 'interview' },
    });
    expect(move.statusCode, move.body).toBe(200);

    expect(await run()).toBe(0);
    t.clock.advance(47 * HOUR);
    expect(await run()).toBe(0);
    expect(await stateOf(out.id)).toMatchObject({ status: 'under_analysis' });

    t.clock.advance(2 * HOUR);
    expect(await run()).toBe(1);
    const declined = await stateOf(out.id);
    expect(declined).toMatchObject({ status: 'closed', stage: 'rejected' });
    expect(declined?.closing_message).toContain('Diego');
    expect(await stateOf(moved.id)).toMatchObject({ status: 'under_analysis', stage: 'interview' });
    expect(await stateOf(passes.id)).toMatchObject({ status: 'under_analysis' });
    // the template's e-mail, and a history line with no recruiter
    const mails = await t.db.execute<{ subject: string }>(sql`select subject from outbox_messages where "to" = ${out.email}`);
    expect(mails.rows.map((mail) => mail.subject)).toContain('Sua candidatura para Motorista de Entregas');
    const events = await t.db.execute<{ kind: string; actor_id: string | null }>(
      sql`select kind, actor_id from application_events where application_id = ${out.id} order by at desc limit 1`,
    );
    expect(events.rows[0]).toEqual({ kind: 'rejected', actor_id: null });
    // nothing runs twice
    expect(await run()).toBe(0);
  });
});

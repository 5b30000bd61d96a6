import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, createPosition, type HiringCompany, setPositionStatus } from '../../../test/factories/index.ts';
import { notifyReadyCandidates } from './ready.tasks.ts';

let t: TestApp;
let c: HiringCompany;
let open: string;
let paused: string;
beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringCompany(t);
  const remoteWithSql = { remote: true, cityId: null, skills: [{ skillId: c.skills[1] ?? '', level: 'basic' as const }] };
  open = await createPosition(t, c, { ...remoteWithSql, title: 'Analista de BI Remoto' });
  paused = await createPosition(t, c, { ...remoteWithSql, title: 'Analista de BI Pausada' });
});
afterAll(() => t.close());

const mailsTo = async (email: string) =>
  (
    await t.db.execute<{ subject: string; text: string }>(
      sql`select subject, text from outbox_messages where "to" = ${email.toLowerCase()}`,
    )
  ).rows;
const save = (positionId: string, notifyWhenReady: boolean) =>
  t.request({ method: 'PUT', url: `/v1/favorite/${positionId}`, token: c.candidate.token, payload: { notifyWhenReady } });
const tenMinutesLater = () => t.clock.advance(10 * 60_000 + 1);

describe('apply when ready', () => {
  it('e-mails the candidate once, when the gap to a saved open position closes', async () => {
    expect((await save(open, true)).statusCode).toBe(200);
    // saved while open, paused since (a paused position is seen only by its company and who applied or saved it)
    expect((await save(paused, true)).statusCode).toBe(200);
    await setPositionStatus(t, c, paused, 'paused');
    await notifyReadyCandidates(t.deps);
    expect(await mailsTo(c.candidate.email)).toEqual([]);

    // the candidate learns the skill the positions ask for
    await t.db.execute(
      sql`insert into user_skills (user_id, skill_id, level, updated_at) values (${c.candidate.id}, ${c.skills[1]}, 'basic', now())`,
    );
    // compared again only after a while: the first run stamped both
    expect(await notifyReadyCandidates(t.deps)).toBe(0);
    tenMinutesLater();
    expect(await notifyReadyCandidates(t.deps)).toBe(1);
    const mails = await mailsTo(c.candidate.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Você já atende aos requisitos de uma vaga salva');
    expect(mails[0]?.text).toContain('Analista de BI Remoto');
    expect(mails[0]?.text).toContain(`/my/discovery/position/${open}`);

    // never twice, and the paused one says nothing while paused
    tenMinutesLater();
    expect(await notifyReadyCandidates(t.deps)).toBe(0);
    expect(await mailsTo(c.candidate.email)).toHaveLength(1);
  });

  it('says nothing to whoever turned it off, and again after it is turned back on', async () => {
    const match = await t.request({ method: 'GET', url: `/v1/positions/${open}/match`, token: c.candidate.token });
    expect(match.json()).toMatchObject({ ready: true, saved: true, notifyWhenReady: true });
    expect((await save(open, false)).statusCode).toBe(200);
    expect((await save(open, true)).statusCode).toBe(200);
    expect(await notifyReadyCandidates(t.deps)).toBe(1);
    expect(await mailsTo(c.candidate.email)).toHaveLength(2);
    // a person who saved without asking to be told is not told
    await t.db.execute(
      sql`insert into user_skills (user_id, skill_id, level, updated_at) values (${c.member.id}, ${c.skills[1]}, 'basic', now())`,
    );
    await t.request({ method: 'PUT', url: `/v1/favorite/${open}`, token: c.member.token, payload: {} });
    tenMinutesLater();
    expect(await notifyReadyCandidates(t.deps)).toBe(0);
    expect(await mailsTo(c.member.email)).toEqual([]);
  });
});

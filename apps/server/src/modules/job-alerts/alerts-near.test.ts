import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, createPosition, createUser, type HiringCompany } from '../../../test/factories/index.ts';
import { matchJobAlerts } from './job-alerts.tasks.ts';

// Job alerts take the job search's radius around a city and its workplace words, as the search does.
let t: TestApp;
let c: HiringCompany;
beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringCompany(t);
});
afterAll(() => t.close());

const SAO_PAULO = 3550308;
const GUARULHOS = 3518800;
const CAMPINAS = 3509502;

const post = (token: string, payload: unknown) =>
  t.request({ method: 'POST', url: '/v1/myself/job-alerts', token, payload: payload as Record<string, unknown> });
const matched = async (alertId: string) =>
  (
    await t.db.execute<{ id: string }>(
      sql`select position_id as id from job_alert_matches where alert_id = ${alertId}::uuid order by position_id`,
    )
  ).rows.map((row) => row.id);

describe('job alerts: around a city and by workplace words', () => {
  it('keeps the radius, names its city, and finds only the new positions within it', async () => {
    const ana = await createUser(t);
    const created = await post(ana.token, { query: 'vendedor', filters: { near: SAO_PAULO, radiusKm: 50 }, frequency: 'immediate' });
    expect(created.statusCode, created.body).toBe(201);
    const alert = created.json();
    expect(alert.filters).toMatchObject({ near: SAO_PAULO, radiusKm: 50 });
    expect(alert.nearName).toBe('São Paulo (SP)');
    const remote = await post(ana.token, { query: 'remoto', frequency: 'immediate' });
    expect(remote.json().filters.workTelecommute).toBe(true);

    const near = await createPosition(t, c, { title: 'Vendedor Externo', cityId: GUARULHOS });
    await createPosition(t, c, { title: 'Vendedor Interno', cityId: CAMPINAS });
    const home = await createPosition(t, c, {
      title: 'Desenvolvedora Back-end',
      description: 'Time distribuído.',
      remote: true,
      cityId: null,
    });
    t.clock.advance(60_000);
    await matchJobAlerts(t.deps);
    expect(await matched(alert.id)).toEqual([near]);
    expect(await matched(remote.json().id)).toEqual([home]);
  });

  it('refuses an unknown city or a radius out of bounds, and saves nothing', async () => {
    const bia = await createUser(t);
    expect((await post(bia.token, { query: 'x', filters: { near: 1 } })).statusCode).toBe(400);
    expect((await post(bia.token, { query: 'x', filters: { near: SAO_PAULO, radiusKm: 500 } })).statusCode).toBe(422);
    const list = await t.request({ method: 'GET', url: '/v1/myself/job-alerts', token: bia.token });
    expect(list.json().items).toEqual([]);
  });
});

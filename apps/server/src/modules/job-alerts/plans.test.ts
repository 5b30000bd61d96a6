import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { CATALOGUE_READER, fillLargePositions } from '../../../test/large-catalogue-fixture.ts';
import { fillJobAlerts } from '../../../test/large-job-alerts-fixture.ts';
import { indexesRead, mostRowsRead, sequentialScans } from '../../../test/query-plans.ts';
import { recordQueries } from '../../../test/record-queries.ts';
import { tsqueryOf } from '../../platform/db/text-search.ts';
import { claimAlertsToMatch, matchAlerts } from './job-alerts.data.ts';
import { matchJobAlerts } from './job-alerts.tasks.ts';

// The alerts' matching over 100,000 positions (the bench: 200,000) and 10,000 alerts last compared an hour ago (about
// 60 positions are new to them): plans, not timings.
const POSITIONS = 100_000;
const ALERTS = 10_000;

let t: TestApp;
let pool: pg.Pool;
/** where the alerts' window of new positions starts: their last comparison, less the overlap */
let windowStart: Date;
beforeAll(async () => {
  t = await createTestApp();
  pool = t.db.$client;
  await fillLargePositions(pool, POSITIONS);
  await fillJobAlerts(pool, CATALOGUE_READER, ALERTS);
  windowStart = (await pool.query<{ start: Date }>(`select max(checked_until) - interval '10 minutes' as start from job_alerts`)).rows[0]!
    .start;
  t.clock.set(new Date());
}, 180_000);
afterAll(() => t.close());

describe('job alerts matching at scale', () => {
  it('reads the new positions through the positions’ indexes, never a scan, a bounded number of rows per alert', async () => {
    const horizon = t.clock.now();
    const alerts = await claimAlertsToMatch(t.db, horizon, 500);
    expect(alerts).toHaveLength(500);
    expect(alerts.some((alert) => alert.withText) && alerts.some((alert) => !alert.withText)).toBe(true);
    const sent = await recordQueries(pool, () => matchAlerts(t.db, horizon, alerts));
    const matching = sent.filter((query) => query.text.includes('insert into job_alert_matches'));
    expect(matching).toHaveLength(2);
    for (const query of matching) {
      expect(await sequentialScans(pool, query)).toEqual([]);
      const indexes = await indexesRead(pool, query);
      expect(indexes.some((name) => name.startsWith('positions_'))).toBe(true);
      // each alert reads the positions published since its last comparison, not the table: 500 alerts x about 60
      expect(await mostRowsRead(pool, query)).toBeLessThan(500 * 200);
    }
  });

  it('finds exactly the new positions the search would, once', async () => {
    await matchJobAlerts(t.deps);
    const { rows } = await pool.query<{ alerts: number; unchecked: number }>(
      `select count(*)::int as alerts, count(*) filter (where checked_until < $1)::int as unchecked from job_alerts`,
      [t.clock.now()],
    );
    expect(rows[0]).toEqual({ alerts: ALERTS, unchecked: 0 });
    // one alert by hand: "enfermagem" in PE, its new open positions by the search's own words
    const [alert] = (
      await pool.query<{ id: string }>(
        `select id from job_alerts where search_key = 'enfermagem' and states = '{PE}' and categories = '{}'
         and salary = 0 and contract_types = '{}' and not remote and not pcd_only limit 1`,
      )
    ).rows;
    expect(alert).toBeDefined();
    const expected = await pool.query<{ id: string }>(
      `select p.id from positions p where p.status = 'active' and not p.internal_only and p.state_code = 'PE'
         and p.search_vector @@ ${tsqueryOf('$2')} and p.published_at > $3 and p.published_at <= $1 order by p.id`,
      [t.clock.now(), 'enfermagem', windowStart],
    );
    const found = await pool.query<{ id: string }>(
      'select position_id as id from job_alert_matches where alert_id = $1 order by position_id',
      [alert!.id],
    );
    expect(found.rows.map((row) => row.id)).toEqual(expected.rows.map((row) => row.id));
    // the task again: nothing new is found
    const before = (await pool.query<{ n: number }>('select count(*)::int as n from job_alert_matches')).rows[0]!.n;
    await matchJobAlerts(t.deps);
    expect((await pool.query<{ n: number }>('select count(*)::int as n from job_alert_matches')).rows[0]!.n).toBe(before);
  }, 120_000);
});

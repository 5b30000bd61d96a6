import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { fillLargePositions } from '../../../test/large-catalogue-fixture.ts';
import { fillJobAlerts } from '../../../test/large-job-alerts-fixture.ts';
import {
  expectIndexBound,
  indexesRead,
  type PlanSettings,
  sequentialScans,
  tableRowsRead,
  unboundedSorts,
} from '../../../test/query-plans.ts';
import { recordQueries } from '../../../test/record-queries.ts';
import { tsqueryOf } from '../../platform/db/text-search.ts';
import { claimAlertsToMatch, lockDueAlerts, matchAlerts } from './job-alerts.data.ts';
import { matchJobAlerts } from './job-alerts.tasks.ts';

// The alerts' matching over 100,000 positions (the bench: 200,000) and 10,000 alerts of people drawn as real ones, last
// compared an hour ago (about 60 positions are new to them): plans, not timings.
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
  await fillJobAlerts(pool, ALERTS);
  windowStart = (await pool.query<{ start: Date }>(`select max(checked_until) - interval '10 minutes' as start from job_alerts`)).rows[0]!
    .start;
  t.clock.set(new Date());
}, 180_000);
afterAll(() => t.close());

describe('job alerts matching at scale', () => {
  // the statement a batch sends, recorded while the batch is matched (each plan is then run again and rolled back)
  const matchingOf = async (horizon: Date, alerts: { id: string }[]) => {
    const sent = await recordQueries(pool, () => matchAlerts(t.db, horizon, alerts));
    return sent.filter((query) => query.text.includes('insert into job_alert_matches'));
  };

  it('reads each new position once per batch through the date index, never a scan, never per alert', async () => {
    const horizon = t.clock.now();
    const alerts = await claimAlertsToMatch(t.db, horizon, 500);
    expect(alerts).toHaveLength(500);
    // the batch holds alerts with a text and without, so both ways through the statement are planned
    const texts = await pool.query<{ texts: number; none: number }>(
      `select count(distinct search_key)::int as texts, count(*) filter (where search_key = '')::int as none from job_alerts where id = any($1)`,
      [alerts.map((alert) => alert.id)],
    );
    expect(texts.rows[0]!.texts).toBeGreaterThan(10);
    expect(texts.rows[0]!.none).toBeGreaterThan(0);
    const [matching, ...others] = await matchingOf(horizon, alerts);
    expect(matching).toBeDefined();
    expect(others).toEqual([]);
    // the custom plan and the generic one a prepared statement keeps from its sixth run
    for (const settings of [{}, { plan_cache_mode: 'force_generic_plan' }] as PlanSettings[]) {
      expect(await sequentialScans(pool, matching!, settings)).toEqual([]);
      expect(await indexesRead(pool, matching!, settings)).toContain('positions_open_published_idx');
      // the hour's new positions (about 60) read once for the batch: per alert it read 500 x 60, without the date index 100,000
      expect(await tableRowsRead(pool, matching!, 'positions', settings)).toBeLessThan(1_000);
      // and it sorts no more than the batch's pairs of alert and new position
      expect(await unboundedSorts(pool, matching!, 500 * 100, settings)).toEqual([]);
    }
  });

  it('is index bound (expectIndexBound) for a batch of any of the alerts, with or without text', async () => {
    const horizon = t.clock.now();
    for (const where of ["search_key = ''", "search_key <> ''", 'true']) {
      const { rows } = await pool.query<{ id: string }>(`select id from job_alerts where ${where} order by checked_until, id limit 500`);
      await expectIndexBound(pool, () => matchAlerts(t.db, horizon, rows), { settings: {}, sortBound: 500 * 100 });
    }
  });

  it('finds exactly the new positions the search would, once', async () => {
    await matchJobAlerts(t.deps);
    const { rows } = await pool.query<{ alerts: number; unchecked: number }>(
      `select count(*)::int as alerts, count(*) filter (where checked_until < $1)::int as unchecked from job_alerts`,
      [t.clock.now()],
    );
    expect(rows[0]).toEqual({ alerts: ALERTS, unchecked: 0 });
    // one alert by hand: a text in one state and no other filter, its new open positions by the search's own words
    const [alert] = (
      await pool.query<{ id: string; searchKey: string; state: string }>(
        `select id, search_key as "searchKey", states[1] as state from job_alerts where search_key <> '' and cardinality(states) = 1
         and cities = '{}' and categories = '{}' and salary = 0 and allow_unspecified and contract_types = '{}' and not remote
         and not pcd_only and exists (select 1 from positions p where p.status = 'active' and p.state_code = states[1]
           and p.search_vector @@ ${tsqueryOf('search_key')} and p.published_at > $1 and p.published_at <= $2)
         order by id limit 1`,
        [windowStart, t.clock.now()],
      )
    ).rows;
    expect(alert).toBeDefined();
    const expected = await pool.query<{ id: string }>(
      `select p.id from positions p where p.status = 'active' and not p.internal_only and p.state_code = $4
         and p.search_vector @@ ${tsqueryOf('$2')} and p.published_at > $3 and p.published_at <= $1 order by p.id`,
      [t.clock.now(), alert!.searchKey, windowStart, alert!.state],
    );
    expect(expected.rows.length).toBeGreaterThan(0);
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

  it('takes the due alerts of a sending batch without reading every pending match', async () => {
    // after the matching above thousands of matches are pending; the immediate alerts with news are due
    const pending = (await pool.query<{ n: number }>('select count(*)::int as n from job_alert_matches where sent_at is null')).rows[0]!.n;
    expect(pending).toBeGreaterThan(5_000);
    const sent = await recordQueries(pool, () => lockDueAlerts(t.db, t.clock.now(), 100));
    expect(sent).toHaveLength(1);
    expect(await sequentialScans(pool, sent[0]!)).toEqual([]);
    // the alerts are walked in key order and each probed for a pending match until 100 are due: the pending matches
    // read stay far below all of them (the statement before read every one, for each batch of 100)
    expect(await tableRowsRead(pool, sent[0]!, 'job_alert_matches')).toBeLessThan(pending / 4);
  });
});

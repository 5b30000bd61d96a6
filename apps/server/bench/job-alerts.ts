// Job alerts at the large catalogue's size (issue 28): 10,000 alerts last compared an hour ago over 200,000 positions
// (about 60 of them new to each alert), matched by the task's own code, then their e-mails put in the outbox. Times
// the whole pass and each batch of 500 alerts, and names the indexes the matching statements read.
import type pg from 'pg';
import { claimAlertsToMatch, matchAlerts } from '../src/modules/job-alerts/job-alerts.data.ts';
import { matchJobAlerts, sendJobAlerts } from '../src/modules/job-alerts/job-alerts.tasks.ts';
import type { Deps } from '../src/platform/deps.ts';
import { CATALOGUE_READER } from '../test/large-catalogue-fixture.ts';
import { fillJobAlerts } from '../test/large-job-alerts-fixture.ts';
import { recordQueries } from '../test/record-queries.ts';

export interface JobAlertTimes {
  alerts: number;
  matches: number;
  matchMs: number;
  sendMs: number;
  mails: number;
  indexes: string[];
}

/**
 * The indexes the matching statements read: one batch of 500 alerts matched again (nothing new by then) while its
 * queries are recorded, and each matching statement's plan walked (EXPLAIN, the statement as the task sends it).
 */
async function indexesOf(pool: pg.Pool, deps: Deps): Promise<string[]> {
  const horizon = new Date();
  const batch = await claimAlertsToMatch(deps.db, horizon, 500);
  const sent = await recordQueries(pool, () => matchAlerts(deps.db, horizon, batch));
  const names = new Set<string>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record['Index Name'] === 'string') names.add(record['Index Name']);
    for (const value of Object.values(record)) if (typeof value === 'object') walk(value);
  };
  for (const query of sent.filter((item) => item.text.includes('insert into job_alert_matches'))) {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query({ text: `explain (format json) ${query.text}`, values: query.values });
      walk(rows[0]?.['QUERY PLAN']);
    } finally {
      await client.query('rollback');
      client.release();
    }
  }
  return [...names];
}

export async function timeJobAlerts(pool: pg.Pool, deps: Deps, alerts: number): Promise<JobAlertTimes> {
  await fillJobAlerts(pool, CATALOGUE_READER, alerts);
  let started = performance.now();
  const matches = await matchJobAlerts(deps);
  const matchMs = performance.now() - started;
  started = performance.now();
  const mails = await sendJobAlerts(deps);
  const sendMs = performance.now() - started;
  const indexes = await indexesOf(pool, deps);
  return { alerts, matches, matchMs, sendMs, mails, indexes };
}

// The job alerts task of `npm run bench:capacity` in its steady state: positions are published at a given rate per
// minute and the task compares every alert with them once a minute. Each simulated minute ages the positions published
// so far by a minute, publishes the minute's new ones and runs the task's two halves (matching, then the e-mails due)
// as it runs every minute; what each half spends is measured around it. The last comparison is seconds old rather than
// a minute, which changes nothing the task reads: each alert's window reaches ten minutes further back anyway.
import type pg from 'pg';
import { matchJobAlerts, sendJobAlerts } from '../src/modules/job-alerts/job-alerts.tasks.ts';
import type { Deps } from '../src/platform/deps.ts';

/** CPU so far of the app process, the primary and the replica (bench/cpu.ts), and WAL written. */
export interface Meter {
  read(): Promise<{ serverMs: number; primaryMs: number; replicaMs: number; walBytes: number }>;
}

export interface AlertPhase {
  serverMs: number;
  primaryMs: number;
  replicaMs: number;
  walBytes: number;
}

export interface AlertMinutes {
  minutes: number;
  /** new positions published, in all */
  published: number;
  matches: number;
  mails: number;
  match: AlertPhase;
  send: AlertPhase;
  /** each minute's whole run, for the spread */
  perMinute: AlertPhase[];
}

/** The matching's window reaches ten minutes behind each alert's last comparison (job-alerts.data.ts): 12 covers it. */
const WINDOW_MINUTES = 12;

const zero = (): AlertPhase => ({ serverMs: 0, primaryMs: 0, replicaMs: 0, walBytes: 0 });
const add = (total: AlertPhase, part: AlertPhase) => {
  total.serverMs += part.serverMs;
  total.primaryMs += part.primaryMs;
  total.replicaMs += part.replicaMs;
  total.walBytes += part.walBytes;
};
const between = (before: AlertPhase, after: AlertPhase): AlertPhase => ({
  serverMs: after.serverMs - before.serverMs,
  primaryMs: after.primaryMs - before.primaryMs,
  replicaMs: after.replicaMs - before.replicaMs,
  walBytes: after.walBytes - before.walBytes,
});

/**
 * `minutes` measured minutes after one unmeasured one (it finds what the window already held, as the previous runs
 * would have), `perMinute` new positions a minute drawn from the open positions of companies whose owner confirmed
 * their address.
 */
export async function timeAlertMinutes(pool: pg.Pool, deps: Deps, meter: Meter, perMinute: number, minutes: number): Promise<AlertMinutes> {
  // nothing published lately but what this simulation publishes
  await pool.query(
    `update positions set published_at = published_at - interval '1 day' where status = 'active' and published_at > now() - interval '1 day'`,
  );
  const needed = Math.ceil(perMinute * (WINDOW_MINUTES + minutes + 1)) + 1;
  const { rows } = await pool.query<{ id: string }>(
    `select p.id from positions p join workspaces w on w.id = p.workspace_id
     where p.status = 'active' and not p.internal_only and w.owner_email_confirmed order by md5(p.id::text) limit $1`,
    [needed],
  );
  const fresh = rows.map((row) => row.id);
  const window: string[] = [];
  let owed = 0;
  // the minutes before the first run: the window full, as the previous runs left it
  for (let minute = WINDOW_MINUTES; minute >= 1; minute--) {
    const batch = fresh.splice(0, Math.round(perMinute));
    await pool.query(`update positions set published_at = now() - $2 * interval '1 minute' where id = any($1::uuid[])`, [batch, minute]);
    window.push(...batch);
  }
  const result: AlertMinutes = { minutes, published: 0, matches: 0, mails: 0, match: zero(), send: zero(), perMinute: [] };
  for (let minute = 0; minute <= minutes; minute++) {
    await pool.query(`update positions set published_at = published_at - interval '1 minute' where id = any($1::uuid[])`, [window]);
    owed += perMinute;
    const batch = fresh.splice(0, Math.floor(owed));
    owed -= batch.length;
    await pool.query(`update positions set published_at = now() - interval '20 seconds' where id = any($1::uuid[])`, [batch]);
    window.push(...batch);
    const before = await meter.read();
    const matches = await matchJobAlerts(deps);
    const middle = await meter.read();
    const mails = await sendJobAlerts(deps);
    const after = await meter.read();
    if (minute === 0) continue; // the unmeasured first minute
    result.published += batch.length;
    result.matches += matches;
    result.mails += mails;
    add(result.match, between(before, middle));
    add(result.send, between(middle, after));
    result.perMinute.push(between(before, after));
  }
  return result;
}

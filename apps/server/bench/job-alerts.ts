// Job alerts at the large catalogue's size: 10,000 alerts of people drawn as real ones
// (test/large-job-alerts-fixture.ts), last compared an hour ago over 200,000 positions, matched by the task's own code,
// then their e-mails put in the outbox. Times one task run (matching and sending apart) and a second one right after
// (it must find nothing new and send nothing), then a third once every summary alert is due (the summary hour, when
// the e-mails of the day's matches go out together), reads the process's RSS, and explains the matching statements of one
// batch (EXPLAIN (ANALYZE, BUFFERS), the plan the task runs, rolled back) before the first run.
import type pg from 'pg';
import { claimAlertsToMatch, matchAlerts } from '../src/modules/job-alerts/job-alerts.data.ts';
import { matchJobAlerts, sendJobAlerts } from '../src/modules/job-alerts/job-alerts.tasks.ts';
import type { Deps } from '../src/platform/deps.ts';
import { fillJobAlerts, type JobAlertsFill } from '../test/large-job-alerts-fixture.ts';
import { recordQueries, type SentQuery } from '../test/record-queries.ts';

export interface TaskRun {
  matches: number;
  matchMs: number;
  sendMs: number;
  mails: number;
}

export interface MatchingPlan {
  /** which statement */
  name: string;
  ms: number;
  /** shared buffers hit and read by the whole statement */
  hit: number;
  read: number;
  indexes: string[];
  /** the EXPLAIN (ANALYZE, BUFFERS) text */
  text: string;
}

export interface JobAlertTimes extends TaskRun {
  alerts: number;
  fill: JobAlertsFill;
  indexes: string[];
  plans: MatchingPlan[];
  second: TaskRun;
  /** a third run once every summary alert is due (the daily summary's hour: the most e-mails one run sends) */
  summaryHour: TaskRun;
  /** e-mails in the outbox once both runs are done */
  outbox: number;
  rssMb: number;
  maxRssMb: number;
}

interface PlanNode {
  'Index Name'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/** One statement explained with ANALYZE and BUFFERS as the task runs it (a prepared statement's generic plan), rolled back. */
async function explain(pool: pg.Pool, query: SentQuery): Promise<Omit<MatchingPlan, 'name'>> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    // the task sends it as a prepared statement: from its sixth run PostgreSQL may keep one generic plan for every batch
    await client.query(`set local plan_cache_mode = force_generic_plan`);
    await client.query(`prepare bench_job_alerts_explained as ${query.text}`);
    const literal = (value: unknown) =>
      value instanceof Date
        ? `${client.escapeLiteral(value.toISOString())}::timestamptz`
        : Array.isArray(value)
          ? `${client.escapeLiteral(`{${value.join(',')}}`)}`
          : client.escapeLiteral(String(value));
    const run = (format: string) =>
      client.query(
        `explain (analyze, buffers, format ${format}) execute bench_job_alerts_explained(${query.values.map(literal).join(', ')})`,
      );
    const json = ((await run('json')).rows[0]['QUERY PLAN'] as { Plan: PlanNode; 'Execution Time': number }[])[0]!;
    await client.query('rollback');
    // the JSON run wrote its matches: the text run explains the same work again from the same state
    await client.query('begin');
    await client.query(`set local plan_cache_mode = force_generic_plan`);
    const text = (await run('text')).rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
    const top = json.Plan;
    return {
      ms: json['Execution Time'],
      hit: top['Shared Hit Blocks'] ?? 0,
      read: top['Shared Read Blocks'] ?? 0,
      indexes: [...new Set(nodes(top).flatMap((node) => (node['Index Name'] ? [node['Index Name']] : [])))],
      text,
    };
  } finally {
    await client.query('rollback').catch(() => undefined);
    await client.query('deallocate bench_job_alerts_explained').catch(() => undefined);
    client.release();
  }
}

/**
 * The plans of the matching statements for the first batch of 500 alerts: the statements recorded while that batch
 * is matched in a transaction that is then rolled back (nothing found stays), each explained from the same state.
 */
async function matchingPlans(pool: pg.Pool, deps: Deps): Promise<MatchingPlan[]> {
  const horizon = deps.clock.now();
  const rollback = new Error('rollback');
  let sent: SentQuery[] = [];
  await deps.db
    .transaction(async (tx) => {
      const batch = await claimAlertsToMatch(tx, horizon, 500);
      // the connection the transaction holds (drizzle-orm's node-postgres session), whose queries are recorded
      const connection = (tx as unknown as { session: { client: pg.Pool } }).session.client;
      sent = await recordQueries(connection, () => matchAlerts(tx, horizon, batch));
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  const plans: MatchingPlan[] = [];
  for (const query of sent.filter((item) => item.text.includes('insert into job_alert_matches'))) {
    plans.push({ name: 'one batch of 500 alerts', ...(await explain(pool, query)) });
  }
  return plans;
}

async function timeRun(deps: Deps): Promise<TaskRun> {
  let started = performance.now();
  const matches = await matchJobAlerts(deps);
  const matchMs = performance.now() - started;
  started = performance.now();
  const mails = await sendJobAlerts(deps);
  return { matches, matchMs, sendMs: performance.now() - started, mails };
}

export async function timeJobAlerts(pool: pg.Pool, deps: Deps, alerts: number, since = '1 hour'): Promise<JobAlertTimes> {
  const fill = await fillJobAlerts(pool, alerts, since);
  const outboxBefore = Number((await pool.query('select count(*) as n from outbox_messages')).rows[0].n);
  const plans = await matchingPlans(pool, deps);
  const first = await timeRun(deps);
  const second = await timeRun(deps);
  const outbox = Number((await pool.query('select count(*) as n from outbox_messages')).rows[0].n) - outboxBefore;
  return {
    alerts,
    fill,
    ...first,
    indexes: [...new Set(plans.flatMap((plan) => plan.indexes))],
    plans,
    second,
    summaryHour: await (async () => {
      await pool.query(`update job_alerts set next_send_at = now() where frequency = 'summary'`);
      return timeRun(deps);
    })(),
    outbox,
    rssMb: process.memoryUsage().rss / 2 ** 20,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
  };
}

import { and, count, desc, eq } from 'drizzle-orm';
import { type JobAlertRow, jobAlerts } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';
import { statement } from '../../platform/db/statements.ts';
import { tsqueryOf } from '../../platform/db/text-search.ts';

export type { JobAlertRow };

/** The columns an alert's owner writes (its search and its rhythm). */
export interface JobAlertValues {
  query: string;
  searchKey: string;
  salary: number;
  allowUnspecified: boolean;
  categories: number[];
  cities: number[];
  states: string[];
  contractTypes: string[];
  remote: boolean;
  onsite: boolean;
  pcdOnly: boolean;
  nearCityId: number | null;
  radiusKm: number | null;
  nearCities: number[];
  portalId: string | null;
  frequency: string;
}

export const listUserJobAlerts = (q: Queryable, userId: string) =>
  q.select().from(jobAlerts).where(eq(jobAlerts.userId, userId)).orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id));

export async function countUserJobAlerts(q: Queryable, userId: string): Promise<number> {
  const [row] = await q.select({ total: count() }).from(jobAlerts).where(eq(jobAlerts.userId, userId));
  return row?.total ?? 0;
}

export async function findJobAlert(q: Queryable, id: string): Promise<JobAlertRow | null> {
  const [row] = await q.select().from(jobAlerts).where(eq(jobAlerts.id, id));
  return row ?? null;
}

export async function insertJobAlert(
  q: Queryable,
  row: JobAlertValues & { userId: string; unsubscribeKey: string; nextSendAt: Date | null; now: Date },
): Promise<JobAlertRow> {
  const { now, ...values } = row;
  const [created] = await q
    .insert(jobAlerts)
    .values({ ...values, checkedUntil: now, createdAt: now, updatedAt: now })
    .returning();
  if (!created) throw new Error('job alert not inserted');
  return created;
}

export async function updateJobAlertValues(
  q: Queryable,
  userId: string,
  id: string,
  values: JobAlertValues & { nextSendAt: Date | null },
  now: Date,
): Promise<JobAlertRow | null> {
  const [row] = await q
    .update(jobAlerts)
    .set({ ...values, updatedAt: now })
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteJobAlertRow(q: Queryable, id: string, userId?: string): Promise<boolean> {
  const where = userId ? and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)) : eq(jobAlerts.id, id);
  const rows = await q.delete(jobAlerts).where(where).returning({ id: jobAlerts.id });
  return rows.length > 0;
}

/**
 * The alerts the matching task compares next: those compared longest ago, up to `horizon`, locked for this run
 * (SKIP LOCKED: a second process takes others). Through job_alerts_checked_idx.
 */
const claimAlerts = statement<[Date, number], { id: string }>(
  'job_alerts.claim',
  `select id from job_alerts where checked_until < $1
   order by checked_until, id limit $2 for update skip locked`,
);
export const claimAlertsToMatch = (q: Queryable, horizon: Date, limit: number) => claimAlerts.run(q, horizon, limit);

/**
 * The job search's filters (positions.data.ts FILTERS), read from the alert `a` instead of parameters, over a new
 * position `f` of the batch (its window and its text already applied).
 */
const ALERT_FILTERS = `(f.salary_monthly_min >= a.salary or (a.allow_unspecified and f.salary_monthly_min is null))
    and (cardinality(a.categories) = 0 or f.category_id = any(a.categories))
    and ((cardinality(a.cities) = 0 and cardinality(a.states) = 0) or f.city_id = any(a.cities) or f.state_code = any(a.states))
    and (cardinality(a.contract_types) = 0 or f.contract_type = any(a.contract_types))
    and (not a.remote or f.remote)
    and (not a.onsite or not f.remote)
    and (cardinality(a.near_cities) = 0 or f.city_id = any(a.near_cities))
    and (not a.pcd_only or f.pcd_only)
    and (a.portal_id is null or f.workspace_id = a.portal_id
      or exists (select 1 from portal_partners pp where pp.portal_id = a.portal_id and pp.company_id = f.workspace_id))`;
/** The columns of a new position the alerts' filters read. */
const FRESH_COLUMNS = [
  'id',
  'published_at',
  'salary_monthly_min',
  'category_id',
  'city_id',
  'state_code',
  'contract_type',
  'remote',
  'pcd_only',
  'workspace_id',
];
/** How many new positions one alert takes in one run; an alert that found more is compared again from the last one. */
const PER_ALERT = 50;

/**
 * The matching of a batch of alerts ($2), in one statement that reads each new position once, whatever the number of
 * alerts. Each alert's window starts at its last comparison (less ten minutes: a publication committed late is still
 * found; the key of job_alert_matches keeps each position once) and ends at the horizon ($1).
 * - fresh: the open positions published in the batch's widest window, once, through positions_open_published_idx;
 *   a company whose owner has not confirmed their e-mail address is left out (each new position's company read by
 *   its key);
 * - texts: each distinct text of the batch, its query built once (the job search's words: positions.search_vector);
 * - hits: each text's new positions (no text: all of them), each vector tested once per distinct text, not per alert;
 * - found: each alert's hits under its filters and its own window, not found before, the oldest PER_ALERT.
 * Found positions are recorded once (the key); answers per alert how many it found and the newest of them.
 */
const matchBatch = statement<[Date, string[]], { alertId: string; found: number; lastPublishedAt: Date }>(
  'job_alerts.match',
  `with batch as materialized (
     select a.*, greatest(a.created_at, a.checked_until - interval '10 minutes') as since from job_alerts a where a.id = any($2::uuid[])
   ), fresh as materialized (
     select p.search_vector, ${FRESH_COLUMNS.map((column) => `p.${column}`).join(', ')} from positions p where p.status = 'active' and not p.internal_only
       and p.published_at > (select min(since) from batch) and p.published_at <= $1
       and exists (select 1 from workspaces w where w.id = p.workspace_id and w.owner_email_confirmed)
   ), texts as materialized (
     select t.search_key, ${tsqueryOf('t.search_key')} as words from (select distinct search_key from batch) t
   ), hits as materialized (
     select t.search_key, ${FRESH_COLUMNS.map((column) => `f.${column}`).join(', ')} from texts t join fresh f on t.search_key = '' or f.search_vector @@ t.words
   ), found as (
     select alert_id, position_id, published_at from (
       select a.id as alert_id, f.id as position_id, f.published_at,
         row_number() over (partition by a.id order by f.published_at, f.id) as n
       from batch a join hits f on f.search_key = a.search_key and f.published_at > a.since
       where ${ALERT_FILTERS}
         and not exists (select 1 from job_alert_matches jm where jm.alert_id = a.id and jm.position_id = f.id)
     ) ranked where n <= ${PER_ALERT}
   ), saved as (
     insert into job_alert_matches (alert_id, position_id, found_at) select alert_id, position_id, $1 from found on conflict do nothing
   ) select alert_id as "alertId", count(*)::int as found, max(published_at) as "lastPublishedAt" from found group by alert_id`,
);
const markChecked = statement<[Date, string[]], never>(
  'job_alerts.mark_checked',
  'update job_alerts set checked_until = $1 where id = any($2::uuid[])',
);
const markCheckedEach = statement<[string[], Date[]], never>(
  'job_alerts.mark_checked_each',
  'update job_alerts a set checked_until = x.until from unnest($1::uuid[], $2::timestamptz[]) x(id, until) where a.id = x.id',
);

/**
 * Compares the alerts with the positions published up to `horizon`; answers how many matches were new. An alert
 * that reached its share of one run is compared up to its newest match only, so the next run goes on from there.
 */
export async function matchAlerts(q: Queryable, horizon: Date, alerts: { id: string }[]): Promise<number> {
  const found =
    alerts.length > 0
      ? await matchBatch.run(
          q,
          horizon,
          alerts.map((alert) => alert.id),
        )
      : [];
  const full = found.filter((row) => row.found >= PER_ALERT);
  const fullIds = new Set(full.map((row) => row.alertId));
  await markChecked.run(
    q,
    horizon,
    alerts.filter((alert) => !fullIds.has(alert.id)).map((alert) => alert.id),
  );
  if (full.length > 0)
    await markCheckedEach.run(
      q,
      full.map((row) => row.alertId),
      full.map((row) => row.lastPublishedAt),
    );
  return found.reduce((sum, row) => sum + row.found, 0);
}

/** An alert whose new positions are due now: immediate ones with any, summary ones when their rhythm says so. */
export interface DueAlert {
  id: string;
  userId: string;
  query: string;
  frequency: string;
  unsubscribeKey: string;
  email: string;
  name: string;
  language: string | null;
  region: string;
  status: string;
  period: string | null;
  hour: number | null;
  weekday: number | null;
  dayOfMonth: number | null;
  /** the alert's search, for the e-mail's link to it */
  salary: number;
  allowUnspecified: boolean;
  categories: number[];
  cities: number[];
  states: string[];
  contractTypes: string[];
  remote: boolean;
  pcdOnly: boolean;
}
/**
 * The next `limit` due alerts past the alert `after` (a run walks the alerts once, in the order of their key), locked
 * for this run (SKIP LOCKED: a second process takes others). Each alert's pending matches are probed through
 * job_alert_matches_pending_idx, never all of them read for each batch (a subquery with a limit, evaluated per alert:
 * as `exists` the planner made it a semi-join that read every pending match).
 */
const dueAlerts = statement<[Date, number, string], DueAlert>(
  'job_alerts.due',
  `select a.id, a.user_id as "userId", a.query, a.frequency, a.unsubscribe_key as "unsubscribeKey",
     u.email, u.name, u.language, u.region, u.status,
     cp.period, cp.hour, cp.weekday, cp.day_of_month as "dayOfMonth", a.salary, a.allow_unspecified as "allowUnspecified",
     a.categories, a.cities, a.states, a.contract_types as "contractTypes", a.remote, a.pcd_only as "pcdOnly"
   from job_alerts a join users u on u.id = a.user_id
   left join communication_preferences cp on cp.user_id = a.user_id
   where a.id > $3::uuid
     and coalesce((select true from job_alert_matches m where m.alert_id = a.id and m.sent_at is null limit 1), false)
     and (a.frequency = 'immediate' or a.next_send_at is null or a.next_send_at <= $1)
   order by a.id limit $2 for update of a skip locked`,
);
const FIRST_ID = '00000000-0000-0000-0000-000000000000';
export const lockDueAlerts = (q: Queryable, now: Date, limit: number, after = FIRST_ID) => dueAlerts.run(q, now, limit, after);

/**
 * Marks the pending matches of a batch of alerts sent and answers, per alert, the positions still open, newest first
 * (each e-mail's list).
 */
const takePending = statement<[string[], Date], { alertId: string; positionId: string }>(
  'job_alerts.take_pending',
  `with taken as (
     update job_alert_matches set sent_at = $2 where alert_id = any($1::uuid[]) and sent_at is null returning alert_id, position_id
   ) select t.alert_id as "alertId", p.id as "positionId" from taken t join positions p on p.id = t.position_id
   where p.status = 'active' order by t.alert_id, p.published_at desc, p.id desc`,
);
export async function takePendingMatches(q: Queryable, alertIds: string[], now: Date): Promise<Map<string, string[]>> {
  const pending = new Map<string, string[]>();
  for (const row of await takePending.run(q, alertIds, now))
    pending.set(row.alertId, [...(pending.get(row.alertId) ?? []), row.positionId]);
  return pending;
}

/** Each alert's next sending time, and the time of its last e-mail when one went now. */
const markSent = statement<[Date, string[], (Date | null)[], boolean[]], never>(
  'job_alerts.mark_sent',
  `update job_alerts a set next_send_at = x.next_send_at, last_sent_at = case when x.mailed then $1 else a.last_sent_at end
   from unnest($2::uuid[], $3::timestamptz[], $4::boolean[]) x(id, next_send_at, mailed) where a.id = x.id`,
);
export const markAlertsSent = (q: Queryable, now: Date, alerts: { id: string; nextSendAt: Date | null; mailed: boolean }[]) =>
  markSent.run(
    q,
    now,
    alerts.map((alert) => alert.id),
    alerts.map((alert) => alert.nextSendAt),
    alerts.map((alert) => alert.mailed),
  );

interface ScheduleRow {
  region: string;
  period: string | null;
  hour: number | null;
  weekday: number | null;
  dayOfMonth: number | null;
}
const SCHEDULE = `select u.region, cp.period, cp.hour, cp.weekday, cp.day_of_month as "dayOfMonth"
   from users u left join communication_preferences cp on cp.user_id = u.id where u.id = $1::uuid`;
const scheduleOf = statement<[string], ScheduleRow>('job_alerts.schedule_of', SCHEDULE);
const scheduleLocking = statement<[string], ScheduleRow>('job_alerts.schedule_of.locking', `${SCHEDULE} for update of u`);

/**
 * The e-mail summary settings of a user (null columns: the default), for a summary alert's due time; `lock` holds
 * the user's row to the end of the transaction (alerts of one person are counted and added one request at a time).
 */
export const findSummarySchedule = async (q: Queryable, userId: string, lock = false) =>
  (await (lock ? scheduleLocking : scheduleOf).run(q, userId))[0] ?? null;

import type { Queryable } from '../../platform/db/connect.ts';
import { statement } from '../../platform/db/statements.ts';

/**
 * The hiring analytics. Every period is [from, to) in timestamps; months are UTC calendar months (YYYY-MM).
 * The funnel, times and sources read the company's (or portal's) applications completed in the period through
 * applications_workspace_submitted_idx (applications_aggregator_submitted_idx), and their history through
 * application_events_application_at_idx; the steps read the applications started in the period through
 * applications_workspace_created_idx (applications_aggregator_created_idx), unfinished ones included.
 */

type Column = 'workspace_id' | 'aggregator_id';

/** [workspace, from, to, only positions linked to this user (null: all), only this position (null: all)] */
type HiringParams = [workspaceId: string, from: Date, to: Date, linkedTo: string | null, positionId: string | null];

/** The company's (or portal's) live applications, of one position or of those the user is linked to when asked. */
const scope = (column: Column) => `a.${column} = $1::uuid and a.deleted_at is null
    and ($5::uuid is null or a.position_id = $5::uuid)
    and ($4::uuid is null or exists (select 1 from position_members pm where pm.position_id = a.position_id and pm.user_id = $4::uuid))`;

/** The applications completed in the period; an application from before sources were recorded is direct. */
const completed = (column: Column) => `
  select a.id, a.stage, a.submitted_at, a.closed_at, coalesce(a.source, 'direct') as source from applications a
  where ${scope(column)} and a.submitted_at >= $2::timestamptz and a.submitted_at < $3::timestamptz`;

/** A stage's place on the way to a hire (new 0 … hired 4); null for rejected and anything else. */
const rank = (stage: string) => `(array_position(array['new', 'screening', 'interview', 'offer', 'hired']::text[], ${stage}) - 1)`;

/**
 * The stage an event of the history moves the application into: a move of the pipeline, a decision, an interview
 * invite or an offer sent (both move it forward only), or its end (position closed, candidate gave up); null for
 * the rest (an answer date, an interview's reply).
 */
const ENTERED = `case when e.kind = 'stage' then e.detail
    when e.kind in ('hired', 'rejected') then e.kind
    when e.kind = 'interview' and coalesce(e.detail, 'invited') = 'invited' then 'interview'
    when e.kind = 'offer' and coalesce(e.detail, 'sent') = 'sent' then 'offer'
    when e.kind in ('closed', 'gave_up') then 'closed' end`;

interface FunnelRow {
  new: number;
  screening: number;
  interview: number;
  offer: number;
  hired: number;
}

/**
 * How many applications reached each stage: the furthest stage of each, by its history and its stage now (a
 * rejected one stays at the furthest it had reached), counted at that stage and every one before it.
 */
const funnelSql = (column: Column) => `
  with p as (${completed(column)}),
  r as (select greatest(case when p.stage = 'rejected' then 0 else coalesce(${rank('p.stage')}, 0) end,
      coalesce((select max(${rank(ENTERED)}) from application_events e where e.application_id = p.id
        and e.kind in ('stage', 'hired', 'interview', 'offer')), 0)) as furthest
    from p)
  select count(*)::int as new, count(*) filter (where furthest >= 1)::int as screening,
    count(*) filter (where furthest >= 2)::int as interview, count(*) filter (where furthest >= 3)::int as offer,
    count(*) filter (where furthest >= 4)::int as hired
  from r`;

/** Days from completing the application to the hire, of the hired ones. */
const hireDays = `extract(epoch from p.closed_at - p.submitted_at) / 86400`;
const median = (days: string) => `round((percentile_cont(0.5) within group (order by ${days}))::numeric, 1)::float8`;

interface TimeToHireRow {
  median: number | null;
  p75: number | null;
}

const timeToHireSql = (column: Column) => `
  with p as (${completed(column)})
  select ${median(hireDays)} as median,
    round((percentile_cont(0.75) within group (order by ${hireDays}))::numeric, 1)::float8 as p75
  from p where p.stage = 'hired' and p.closed_at is not null`;

interface TrendRow {
  month: string;
  median: number | null;
}

/** The median days to hire of each month's applications, every month of the period listed. */
const trendSql = (column: Column) => `
  with p as (${completed(column)}),
  m as (select generate_series(date_trunc('month', $2::timestamptz at time zone 'UTC'),
      date_trunc('month', ($3::timestamptz - interval '1 second') at time zone 'UTC'), interval '1 month') as month),
  h as (select date_trunc('month', p.submitted_at at time zone 'UTC') as month, ${median(hireDays)} as median
    from p where p.stage = 'hired' and p.closed_at is not null group by 1)
  select to_char(m.month, 'YYYY-MM') as month, h.median from m left join h on h.month = m.month order by m.month`;

interface StayRow {
  stage: string;
  median: number | null;
}

/**
 * The median days of the stays in each stage that are over: an application is new from its completion, then each
 * event that moves it starts its next stay. An interview or offer that does not move it forward, and a repeat of
 * the stage it is in, start none.
 */
const staysSql = (column: Column) => `
  with p as (${completed(column)}),
  entries as (
    select p.id, 'new'::text as stage, p.submitted_at as at, -1::bigint as seq, false as forward_only from p
    union all
    select p.id, ${ENTERED}, e.at, e.seq, e.kind in ('interview', 'offer') from p
      join application_events e on e.application_id = p.id and e.at >= p.submitted_at
    where e.kind in ('stage', 'hired', 'rejected', 'interview', 'offer', 'closed', 'gave_up')),
  ordered as (select id, stage, at, seq, forward_only, lag(stage) over (partition by id order by at, seq) as before
    from entries where stage is not null),
  kept as (select id, stage, at, seq from ordered
    where before is null or case when forward_only then coalesce(${rank('stage')}, -1) > coalesce(${rank('before')}, -1)
      else stage is distinct from before end),
  stays as (select stage, extract(epoch from lead(at) over (partition by id order by at, seq) - at) / 86400 as days from kept)
  select stage, ${median('days')} as median from stays
  where days is not null and stage in ('new', 'screening', 'interview', 'offer') group by stage`;

interface SourceRow {
  source: string;
  applications: number;
  hires: number;
}

const sourcesSql = (column: Column) => `
  with p as (${completed(column)})
  select p.source, count(*)::int as applications, count(*) filter (where p.stage = 'hired')::int as hires
  from p group by p.source order by applications desc, p.source`;

interface StepRow {
  step: string;
  started: number;
  finished: number;
}

/**
 * Per step of the positions' applying, the applications started in the period that got to it and that got past it:
 * a completed application passed every step, an unfinished or given-up one is at its `step` (the ones before it
 * done). Steps in their usual place in the positions' order.
 */
const stepsSql = (column: Column) => `
  with c as (
    select a.step, a.submitted_at, case when jsonb_typeof(pos.steps) = 'array' then pos.steps else '[]'::jsonb end as steps
    from applications a join positions pos on pos.id = a.position_id
    where ${scope(column)} and a.created_at >= $2::timestamptz and a.created_at < $3::timestamptz),
  s as (
    select st.value ->> 'kind' as kind, st.n, c.submitted_at is not null or c.step = 'none' as passed,
      (select x.n from jsonb_array_elements(c.steps) with ordinality x(value, n) where x.value ->> 'kind' = c.step limit 1) as at_step
    from c cross join lateral jsonb_array_elements(c.steps) with ordinality st(value, n))
  select kind as step, count(*) filter (where passed or n <= at_step)::int as started,
    count(*) filter (where passed or n < at_step)::int as finished
  from s where kind is not null group by kind order by avg(n), kind`;

interface PositionRow {
  positionId: string;
  title: string;
  applications: number;
}

/** The positions with applications completed in the period, for the position filter: every one the caller may see. */
const positionsSql = (column: Column) => `
  select a.position_id as "positionId", pos.title, count(*)::int as applications
  from applications a join positions pos on pos.id = a.position_id
  where a.${column} = $1::uuid and a.deleted_at is null and a.submitted_at >= $2::timestamptz and a.submitted_at < $3::timestamptz
    and ($4::uuid is null or exists (select 1 from position_members pm where pm.position_id = a.position_id and pm.user_id = $4::uuid))
  group by a.position_id, pos.title order by pos.title, a.position_id limit 500`;

function hiringStatements(column: Column, prefix: string) {
  const each = { planEachCall: true };
  return {
    funnel: statement<HiringParams, FunnelRow>(`${prefix}.funnel`, funnelSql(column), each),
    timeToHire: statement<HiringParams, TimeToHireRow>(`${prefix}.time_to_hire`, timeToHireSql(column), each),
    trend: statement<HiringParams, TrendRow>(`${prefix}.trend`, trendSql(column), each),
    stays: statement<HiringParams, StayRow>(`${prefix}.stays`, staysSql(column), each),
    sources: statement<HiringParams, SourceRow>(`${prefix}.sources`, sourcesSql(column), each),
    steps: statement<HiringParams, StepRow>(`${prefix}.steps`, stepsSql(column), each),
    positions: statement<[workspaceId: string, from: Date, to: Date, linkedTo: string | null], PositionRow>(
      `${prefix}.positions`,
      positionsSql(column),
      each,
    ),
  };
}

const COMPANY = hiringStatements('workspace_id', 'reports.hiring');
const PORTAL = hiringStatements('aggregator_id', 'reports.portal_hiring');

interface HiringFilter {
  workspaceId: string;
  /** a portal's analytics count the applications made through it */
  portal: boolean;
  from: Date;
  to: Date;
  linkedTo: string | null;
  positionId: string | null;
}

export async function hiringRows(q: Queryable, f: HiringFilter) {
  const s = f.portal ? PORTAL : COMPANY;
  const params: HiringParams = [f.workspaceId, f.from, f.to, f.linkedTo, f.positionId];
  const [funnel, timeToHire, trend, stays, sources, steps, positions] = await Promise.all([
    s.funnel.run(q, ...params),
    s.timeToHire.run(q, ...params),
    s.trend.run(q, ...params),
    s.stays.run(q, ...params),
    s.sources.run(q, ...params),
    s.steps.run(q, ...params),
    s.positions.run(q, f.workspaceId, f.from, f.to, f.linkedTo),
  ]);
  return {
    funnel: funnel[0] ?? { new: 0, screening: 0, interview: 0, offer: 0, hired: 0 },
    timeToHire: timeToHire[0] ?? { median: null, p75: null },
    trend,
    stays,
    sources,
    steps,
    positions,
  };
}

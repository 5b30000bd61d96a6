import type { Queryable } from '../../platform/db/connect.ts';
import { statement } from '../../platform/db/statements.ts';

/**
 * Aggregates of the career and report screens. Every period is [from, to) in timestamps; months are UTC calendar
 * months (YYYY-MM). A company's applications are read through applications_workspace_submitted_idx
 * (workspace_id, submitted_at), the company's answers through application_events_application_at_idx; a portal's
 * through the applications made via it (aggregator_id).
 */

/** [workspace, from, to, only positions linked to this user (null: all), only this position (null: all)] */
type CompanyParams = [workspaceId: string, from: Date, to: Date, linkedTo: string | null, positionId: string | null];

/** The company's (or portal's) applications completed in the period, with the date of the company's first answer. */
const periodApplications = (column: 'workspace_id' | 'aggregator_id') => `
  select a.id, a.position_id, a.stage, a.submitted_at,
    (select min(e.at) from application_events e where e.application_id = a.id
       and e.kind in ('stage', 'rejected', 'hired', 'interview', 'offer') and e.at >= a.submitted_at) as answered_at
  from applications a
  where a.${column} = $1::uuid and a.submitted_at >= $2::timestamptz and a.submitted_at < $3::timestamptz and a.deleted_at is null
    and ($5::uuid is null or a.position_id = $5::uuid)
    and ($4::uuid is null or exists (select 1 from position_members pm where pm.position_id = a.position_id and pm.user_id = $4::uuid))`;

/**
 * Hires and rejections decided in the period: the company's applications closed in it at those stages (closing
 * writes the hired or rejected event at the same time). Read through the company's own applications, never the
 * whole events table.
 */
const periodDecisions = (column: 'workspace_id' | 'aggregator_id') => `
  select case when a.stage = 'hired' then 'hired' else 'rejected' end as kind, a.closed_at as at from applications a
  where a.${column} = $1::uuid and a.deleted_at is null and a.stage in ('hired', 'rejected')
    and a.closed_at >= $2::timestamptz and a.closed_at < $3::timestamptz
    and ($5::uuid is null or a.position_id = $5::uuid)
    and ($4::uuid is null or exists (select 1 from position_members pm where pm.position_id = a.position_id and pm.user_id = $4::uuid))`;

interface ReportMonthRow {
  month: string;
  submitted: number;
  hired: number;
  rejected: number;
  averageDaysToAnswer: number | null;
  completions: number;
}

const monthsSql = (column: 'workspace_id' | 'aggregator_id') => `
  with p as (${periodApplications(column)}),
  d as (${periodDecisions(column)}),
  m as (select generate_series(date_trunc('month', $2::timestamptz at time zone 'UTC'),
      date_trunc('month', ($3::timestamptz - interval '1 second') at time zone 'UTC'), interval '1 month') as month),
  s as (select date_trunc('month', submitted_at at time zone 'UTC') as month, count(*)::int as submitted,
      round((avg(extract(epoch from answered_at - submitted_at)) / 86400)::numeric, 1)::float8 as avg_days
    from p group by 1),
  h as (select date_trunc('month', at at time zone 'UTC') as month, count(*) filter (where kind = 'hired')::int as hired,
      count(*) filter (where kind = 'rejected')::int as rejected from d group by 1),
  c as (select date_trunc('month', ci.updated_at at time zone 'UTC') as month, count(*)::int as completions
    from content_interactions ci join contents ct on ct.id = ci.content_id
    where ct.workspace_id = $1::uuid and ci.state = 'conclusion' and ci.updated_at >= $2::timestamptz and ci.updated_at < $3::timestamptz
      and exists (select 1 from workspace_members wm where wm.workspace_id = $1::uuid and wm.user_id = ci.user_id)
    group by 1)
  select to_char(m.month, 'YYYY-MM') as month, coalesce(s.submitted, 0) as submitted, coalesce(h.hired, 0) as hired,
    coalesce(h.rejected, 0) as rejected, s.avg_days as "averageDaysToAnswer", coalesce(c.completions, 0) as completions
  from m left join s on s.month = m.month left join h on h.month = m.month left join c on c.month = m.month
  order by m.month`;

const stagesSql = (column: 'workspace_id' | 'aggregator_id') => `
  with p as (${periodApplications(column)})
  select stage, count(*)::int as count from p group by stage`;

const positionsSql = (column: 'workspace_id' | 'aggregator_id') => `
  with p as (${periodApplications(column)})
  select p.position_id as "positionId", pos.title, pos.status, count(*)::int as submitted,
    count(*) filter (where p.stage = 'hired')::int as hired
  from p join positions pos on pos.id = p.position_id
  group by p.position_id, pos.title, pos.status order by submitted desc, pos.title limit 10`;

const answerSql = (column: 'workspace_id' | 'aggregator_id') => `
  with p as (${periodApplications(column)}),
  x as (select extract(epoch from answered_at - submitted_at) / 86400 as days from p)
  select round(avg(days)::numeric, 1)::float8 as "averageDays",
    round((percentile_cont(0.5) within group (order by days))::numeric, 1)::float8 as "medianDays",
    count(days)::int as answered, (count(*) - count(days))::int as waiting
  from x`;

function companyStatements(column: 'workspace_id' | 'aggregator_id', prefix: string) {
  return {
    months: statement<CompanyParams, ReportMonthRow>(`${prefix}.months`, monthsSql(column), { planEachCall: true }),
    stages: statement<CompanyParams, { stage: string; count: number }>(`${prefix}.stages`, stagesSql(column), { planEachCall: true }),
    positions: statement<CompanyParams, { positionId: string; title: string; status: string; submitted: number; hired: number }>(
      `${prefix}.positions`,
      positionsSql(column),
      { planEachCall: true },
    ),
    answer: statement<CompanyParams, { averageDays: number | null; medianDays: number | null; answered: number; waiting: number }>(
      `${prefix}.answer`,
      answerSql(column),
      { planEachCall: true },
    ),
  };
}

const COMPANY = companyStatements('workspace_id', 'reports.company');
const PORTAL = companyStatements('aggregator_id', 'reports.portal');

interface CompanyReportFilter {
  workspaceId: string;
  /** a portal's report counts the applications made through it */
  portal: boolean;
  from: Date;
  to: Date;
  linkedTo: string | null;
  positionId: string | null;
}

export async function companyReportRows(q: Queryable, f: CompanyReportFilter) {
  const s = f.portal ? PORTAL : COMPANY;
  const params: CompanyParams = [f.workspaceId, f.from, f.to, f.linkedTo, f.positionId];
  const [months, stages, positions, answer] = await Promise.all([
    s.months.run(q, ...params),
    s.stages.run(q, ...params),
    s.positions.run(q, ...params),
    s.answer.run(q, ...params),
  ]);
  return { months, stages, positions, answer: answer[0] ?? { averageDays: null, medianDays: null, answered: 0, waiting: 0 } };
}

/** What an application's state means for the person: [status, stage] → outcome. */
const OUTCOME = `case when a.status = 'given_up' then 'given_up'
  when a.status = 'closed' and a.stage = 'hired' then 'hired'
  when a.status = 'closed' and a.stage = 'rejected' then 'rejected'
  when a.status = 'closed' then 'closed' else a.status end`;

/** The person's applications that overlap the period: started before its end and not closed before its start. */
const CAREER_APPLICATIONS = `from applications a
  where a.user_id = $1::uuid and a.deleted_at is null and a.created_at < $3::timestamptz
    and coalesce(a.closed_at, $3::timestamptz) >= $2::timestamptz`;

type CareerParams = [userId: string, from: Date, to: Date];

interface CareerMonthRow {
  month: string;
  applications: number;
  closed: number;
  contentsFinished: number;
  pathwaysFinished: number;
}

const careerMonths = statement<CareerParams, CareerMonthRow>(
  'reports.career_months',
  `with m as (select generate_series(date_trunc('month', $2::timestamptz at time zone 'UTC'),
      date_trunc('month', ($3::timestamptz - interval '1 second') at time zone 'UTC'), interval '1 month') as month),
  s as (select date_trunc('month', a.created_at at time zone 'UTC') as month, count(*)::int as n from applications a
    where a.user_id = $1::uuid and a.deleted_at is null and a.created_at >= $2::timestamptz and a.created_at < $3::timestamptz group by 1),
  k as (select date_trunc('month', a.closed_at at time zone 'UTC') as month, count(*)::int as n from applications a
    where a.user_id = $1::uuid and a.deleted_at is null and a.closed_at >= $2::timestamptz and a.closed_at < $3::timestamptz group by 1),
  c as (select date_trunc('month', ci.updated_at at time zone 'UTC') as month, count(*)::int as n from content_interactions ci
    where ci.user_id = $1::uuid and ci.state = 'conclusion' and ci.updated_at >= $2::timestamptz and ci.updated_at < $3::timestamptz group by 1),
  l as (select date_trunc('month', li.updated_at at time zone 'UTC') as month, count(*)::int as n from list_interactions li
    where li.user_id = $1::uuid and li.state = 'conclusion' and li.updated_at >= $2::timestamptz and li.updated_at < $3::timestamptz group by 1)
  select to_char(m.month, 'YYYY-MM') as month, coalesce(s.n, 0) as applications, coalesce(k.n, 0) as closed,
    coalesce(c.n, 0) as "contentsFinished", coalesce(l.n, 0) as "pathwaysFinished"
  from m left join s on s.month = m.month left join k on k.month = m.month left join c on c.month = m.month
    left join l on l.month = m.month
  order by m.month`,
);

const careerOutcomes = statement<CareerParams, { outcome: string; count: number }>(
  'reports.career_outcomes',
  `select ${OUTCOME} as outcome, count(*)::int as count ${CAREER_APPLICATIONS} group by 1`,
);

interface CareerApplicationRow {
  id: string;
  positionId: string;
  positionTitle: string;
  companyName: string;
  companySubdomain: string | null;
  status: string;
  outcome: string;
  startedAt: Date;
  submittedAt: Date | null;
  closedAt: Date | null;
}

const careerApplications = statement<CareerParams, CareerApplicationRow>(
  'reports.career_applications',
  `select a.id, a.position_id as "positionId", pos.title as "positionTitle", w.name as "companyName",
    w.subdomain as "companySubdomain", a.status, ${OUTCOME} as outcome, a.created_at as "startedAt",
    a.submitted_at as "submittedAt", a.closed_at as "closedAt"
  ${CAREER_APPLICATIONS.replace('from applications a', 'from applications a join positions pos on pos.id = a.position_id join workspaces w on w.id = a.workspace_id')}
  order by a.created_at desc, a.id limit 100`,
);

interface CareerLearningRow {
  kind: 'content' | 'pathway';
  id: string;
  title: string;
  state: 'in_progress' | 'conclusion';
  at: Date;
}

const careerLearning = statement<CareerParams, CareerLearningRow>(
  'reports.career_learning',
  `(select 'content' as kind, c.id, c.title, ci.state, ci.updated_at as at from content_interactions ci
     join contents c on c.id = ci.content_id
     where ci.user_id = $1::uuid and ci.state in ('in_progress', 'conclusion') and ci.updated_at >= $2::timestamptz and ci.updated_at < $3::timestamptz)
   union all
   (select 'pathway', l.id, l.title, li.state, li.updated_at from list_interactions li join lists l on l.id = li.list_id
     where li.user_id = $1::uuid and li.state in ('in_progress', 'conclusion') and li.updated_at >= $2::timestamptz and li.updated_at < $3::timestamptz)
   order by at desc, id`,
);

export async function careerRows(q: Queryable, userId: string, from: Date, to: Date) {
  const [months, outcomes, applications, learning] = await Promise.all([
    careerMonths.run(q, userId, from, to),
    careerOutcomes.run(q, userId, from, to),
    careerApplications.run(q, userId, from, to),
    careerLearning.run(q, userId, from, to),
  ]);
  return { months, outcomes, applications, learning };
}

import {
  type CareerHistory,
  type CareerOutcome,
  type CompanyReport,
  can,
  PIPELINE_STAGES,
  type PipelineStage,
  REPORTS_SINCE,
} from '@trilha/contract';
import type { Deps } from '../../platform/deps.ts';
import type { WorkspaceAccess } from '../../platform/http/workspace-access.ts';
import { careerRows, companyReportRows } from './reports.data.ts';
import { reportCsv, reportCsvName } from './reports.view.ts';

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The period asked for, as [from, to) timestamps: from 2015-01-01 at the earliest, to today at the latest; without
 * dates, the last 12 months (the first day of the month eleven months ago to today).
 */
export function resolvePeriod(now: Date, query: { from?: string | undefined; to?: string | undefined }) {
  const today = isoDay(now);
  const defaultFrom = isoDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)));
  let to = query.to && query.to < today ? query.to : today;
  let from = query.from ?? (defaultFrom < to ? defaultFrom : to);
  if (from < REPORTS_SINCE) from = REPORTS_SINCE;
  if (from > to) to = from;
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS);
  return { from, to, start, end };
}

export async function companyReport(
  deps: Deps,
  access: WorkspaceAccess,
  query: { from?: string | undefined; to?: string | undefined; positionId?: string | undefined },
): Promise<CompanyReport> {
  const period = resolvePeriod(deps.clock.now(), query);
  const allPositions = can(access.actor, 'recruitment.positions.all');
  const rows = await companyReportRows(deps.db, {
    workspaceId: access.workspace.id,
    portal: access.workspace.type === 'aggregator',
    from: period.start,
    to: period.end,
    linkedTo: allPositions ? null : (access.actor.userId ?? null),
    positionId: query.positionId ?? null,
  });
  const byStage = new Map(rows.stages.map((row) => [row.stage, row.count]));
  const sum = (pick: (month: (typeof rows.months)[number]) => number) => rows.months.reduce((total, month) => total + pick(month), 0);
  return {
    period: { from: period.from, to: period.to },
    months: rows.months,
    stages: PIPELINE_STAGES.map((stage: PipelineStage) => ({ stage, count: byStage.get(stage) ?? 0 })),
    positions: rows.positions,
    answer: rows.answer,
    totals: {
      submitted: sum((m) => m.submitted),
      hired: sum((m) => m.hired),
      rejected: sum((m) => m.rejected),
      completions: sum((m) => m.completions),
    },
    allPositions,
  };
}

/**
 * GET /v1/-/reports.csv: the company report of the period asked for as a CSV file (reports.view.ts), named
 * after the workspace and the period.
 */
export async function companyReportCsv(
  deps: Deps,
  access: WorkspaceAccess,
  query: { from?: string | undefined; to?: string | undefined; positionId?: string | undefined },
): Promise<{ fileName: string; csv: string }> {
  const report = await companyReport(deps, access, query);
  return { fileName: reportCsvName(access.workspace.subdomain, report), csv: reportCsv(report) };
}

export async function careerHistory(
  deps: Deps,
  userId: string,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<CareerHistory> {
  const period = resolvePeriod(deps.clock.now(), query);
  const rows = await careerRows(deps.db, userId, period.start, period.end);
  const finished = (kind: 'content' | 'pathway') =>
    rows.learning.filter((item) => item.kind === kind && item.state === 'conclusion').length;
  return {
    period: { from: period.from, to: period.to },
    months: rows.months,
    statuses: rows.outcomes.map((row) => ({ outcome: row.outcome as CareerOutcome, count: row.count })),
    applications: rows.applications.map((row) => ({
      id: row.id,
      positionId: row.positionId,
      positionTitle: row.positionTitle,
      company: { name: row.companyName, subdomain: row.companySubdomain ?? '' },
      status: row.status as CareerHistory['applications'][number]['status'],
      outcome: row.outcome as CareerOutcome,
      startedAt: row.startedAt.toISOString(),
      submittedAt: row.submittedAt?.toISOString() ?? null,
      closedAt: row.closedAt?.toISOString() ?? null,
    })),
    learning: {
      contentsFinished: finished('content'),
      pathwaysFinished: finished('pathway'),
      inProgress: rows.learning.filter((item) => item.state === 'in_progress').length,
      items: rows.learning.slice(0, 30).map((item) => ({ ...item, at: item.at.toISOString() })),
    },
  };
}

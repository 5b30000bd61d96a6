import { can, FUNNEL_STAGES, type HiringReport, STAY_STAGES, STEP_KINDS, type StepKind } from '@trilha/contract';
import type { Deps } from '../../platform/deps.ts';
import type { WorkspaceAccess } from '../../platform/http/workspace-access.ts';
import { hiringRows } from './hiring.data.ts';
import { hiringCsv, hiringCsvName } from './hiring.view.ts';
import { resolvePeriod } from './reports.service.ts';

type HiringQuery = { from?: string | undefined; to?: string | undefined; positionId?: string | undefined };

const isStep = (value: string): value is StepKind => (STEP_KINDS as readonly string[]).includes(value);
/** A share with three decimals (0.333): enough for a percentage with one. */
const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 1000);

/**
 * GET /v1/-/reports/hiring: the period's funnel, times, sources and steps, over every position of the company or,
 * for a recruiter who may not see them all, over the positions they are linked to (as the company report).
 */
export async function hiringReport(deps: Deps, access: WorkspaceAccess, query: HiringQuery): Promise<HiringReport> {
  const period = resolvePeriod(deps.clock.now(), query);
  const allPositions = can(access.actor, 'recruitment.positions.all');
  const rows = await hiringRows(deps.db, {
    workspaceId: access.workspace.id,
    portal: access.workspace.type === 'aggregator',
    from: period.start,
    to: period.end,
    linkedTo: allPositions ? null : (access.actor.userId ?? null),
    positionId: query.positionId ?? null,
  });
  const stays = new Map(rows.stays.map((row) => [row.stage, row.median]));
  return {
    period: { from: period.from, to: period.to },
    funnel: FUNNEL_STAGES.map((stage, index) => {
      const before = index === 0 ? null : rows.funnel[FUNNEL_STAGES[index - 1] ?? 'new'];
      const reached = rows.funnel[stage];
      return { stage, reached, conversion: before === null ? 1 : share(reached, before) };
    }),
    timeToHireDays: rows.timeToHire,
    timeToHireTrend: rows.trend,
    timeInStageDays: STAY_STAGES.map((stage) => ({ stage, median: stays.get(stage) ?? null })),
    sources: rows.sources,
    // a step the contract no longer knows (an old position's) is left out rather than mislabelled
    positions: rows.positions,
    stepDropOff: rows.steps.flatMap((row) => (isStep(row.step) ? [{ step: row.step, started: row.started, finished: row.finished }] : [])),
    allPositions,
  };
}

/** GET /v1/-/reports/hiring.csv: the same analytics as a CSV file (hiring.view.ts), named after the workspace and period. */
export async function hiringReportCsv(deps: Deps, access: WorkspaceAccess, query: HiringQuery): Promise<{ fileName: string; csv: string }> {
  const report = await hiringReport(deps, access, query);
  return { fileName: hiringCsvName(access.workspace.subdomain, report), csv: hiringCsv(report) };
}

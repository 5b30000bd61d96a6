import type { ApplicationEvaluations, Evaluation, EvaluationScore, Recommendation } from '@trilha/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { WorkspaceAccess } from '../../platform/http/workspace-access.ts';
import { assertRecruiterMay, type LoadedApplication } from '../applications/index.ts';
import { type EvaluationRow, findCriteria, listEvaluations, saveEvaluation } from './evaluations.data.ts';

type Access = Pick<WorkspaceAccess, 'actor'>;

const averageOf = (scores: number[]) =>
  scores.length === 0 ? null : Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 10) / 10;

const toEvaluation = (row: EvaluationRow, callerId: string | undefined): Evaluation => ({
  evaluatorId: row.evaluatorId,
  evaluatorName: row.evaluatorName,
  recommendation: row.recommendation as Recommendation,
  note: row.note,
  scores: row.scores,
  average: averageOf(row.scores.map((item) => item.score)),
  mine: row.evaluatorId === callerId,
  updatedAt: row.updatedAt.toISOString(),
});

/** A candidate's application the recruiters may score: finished (under analysis or closed), never given up. */
function assertEvaluable(loaded: LoadedApplication) {
  const { status } = loaded.application;
  if (status !== 'under_analysis' && status !== 'closed') throw new AppError('application.not_found');
}

async function evaluationsOf(deps: Deps, access: Access, loaded: LoadedApplication): Promise<ApplicationEvaluations> {
  const [criteria, rows] = await Promise.all([findCriteria(deps.db, loaded.position.id), listEvaluations(deps.db, loaded.application.id)]);
  return {
    criteria,
    // every score given, by everyone: the same average the pipeline's list shows
    summary: { average: averageOf(rows.flatMap((row) => row.scores.map((item) => item.score))), count: rows.length },
    items: rows.map((row) => toEvaluation(row, access.actor.userId)),
  };
}

/**
 * The scorecards of a candidate, for the recruiters linked to the position (and the recruitment admins); to anyone
 * else (another position's evaluator, another company, the candidate) the application does not exist.
 */
export async function getEvaluations(deps: Deps, access: Access, loaded: LoadedApplication) {
  assertRecruiterMay(access.actor, 'recruitment.positions.view', loaded.position);
  assertEvaluable(loaded);
  return evaluationsOf(deps, access, loaded);
}

/**
 * Writes the caller's own scorecard (one per evaluator: a second PUT changes it; nobody changes another's). Each
 * score is of one of the position's criteria; criteria left out are simply not scored.
 */
export async function saveOwnEvaluation(
  deps: Deps,
  access: Access,
  loaded: LoadedApplication,
  body: { recommendation: Recommendation; note: string | null; scores: EvaluationScore[] },
) {
  assertRecruiterMay(access.actor, 'recruitment.positions.evaluate', loaded.position);
  assertEvaluable(loaded);
  const evaluatorId = access.actor.userId;
  if (!evaluatorId) throw new AppError('permission.denied');
  const criteria = new Set(await findCriteria(deps.db, loaded.position.id));
  const unknown = body.scores.findIndex((item) => !criteria.has(item.criterion));
  if (unknown >= 0) throw new AppError('validation.failed', { [`scores.${unknown}.criterion`]: 'evaluation.unknown_criterion' });
  await saveEvaluation(deps.db, {
    workspaceId: loaded.application.workspaceId,
    applicationId: loaded.application.id,
    evaluatorId,
    recommendation: body.recommendation,
    note: body.note || null,
    scores: body.scores,
    at: deps.clock.now(),
  });
  return evaluationsOf(deps, access, loaded);
}

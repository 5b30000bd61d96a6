import {
  type Actor,
  alternativesOf,
  type applicationsApi,
  type CandidateApplication,
  type CandidateProfile,
  candidateProfile,
  check,
  grantsOf,
  type Language,
  PIPELINE_STAGES,
  type PipelineCandidate,
  type PipelineStage,
  resolveLanguage,
} from '@trilha/contract';
import type { z } from 'zod';
import { UUID_PATTERN } from '../../platform/db/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { WorkspaceAccess } from '../../platform/http/workspace-access.ts';
import { emitWebhookEvent, hiringNotificationMail } from '../integrations/index.ts';
import { answerDay, findPositionForApplication, matchBreakdown, matchSummaries, matchSummarizer } from '../positions/index.ts';
import { assertRecruiterMay, type LoadedApplication } from './access.ts';
import { isAnswerOverdue } from './answer-overdue.ts';
import { addApplicationEvent, listApplicationEvents, updateApplication } from './applications.data.ts';
import { answersOf, recruiterFileUrl, stepsOf, toEvent } from './items.ts';
import {
  type CandidateKey,
  type CandidateProfileRow,
  type CandidateRow,
  candidateBankPage,
  candidateFacets,
  candidatesByIds,
  findCandidate,
  findCandidateProfile,
  linkedPositionIds,
  positionCandidateKeys,
  positionCandidatePage,
  positionRankingKeys,
  positionStageCounts,
} from './pipeline.data.ts';
import { applicationEventData } from './webhook-events.ts';

type Access = Pick<WorkspaceAccess, 'workspace' | 'actor'>;
/**
 * Who asks, the company (whose day says when a promised answer is late, whose language its hiring notification is
 * written in), and the language the candidate's match is labelled in (pt-BR when not told).
 */
type Caller = {
  actor: Actor & { userId?: string };
  workspace: { region: string; subdomain: string | null; language: string };
  lang?: Language;
};
type PositionQuery = z.output<typeof applicationsApi.listPositionCandidates.query>;
type BankQuery = z.output<typeof applicationsApi.listCandidateBank.query>;

/** `today`: the company's day (answerDay), against which a promised answer date is overdue. */
const toCandidate = (row: CandidateRow, today: string, match: PipelineCandidate['match'] = null): PipelineCandidate => ({
  applicationId: row.applicationId,
  userId: row.userId,
  name: row.name,
  email: row.email,
  avatarUrl: row.avatar?.small ?? null,
  headline: row.headline,
  status: row.status as PipelineCandidate['status'],
  stage: row.stage as PipelineStage,
  step: row.step as PipelineCandidate['step'],
  answerBy: row.answerBy,
  overdue: isAnswerOverdue(row, today),
  match,
  submittedAt: row.submittedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
  positionId: row.positionId,
  positionTitle: row.positionTitle,
  internal: row.internal,
  pcd: row.pcd,
  accommodation: row.accommodation,
  evaluations: row.evaluations,
  screening: row.screening,
});

/**
 * A position's pipeline: its candidates at one stage (or all), with how many are at each stage and unfinished. Last
 * moved first straight from the index; filtered (PcD, city, skills, least fit) or ranked (by fit, by answer date), every
 * candidate that passes the filters is read and ranked here, since the fit is computed by the match's own checks.
 */
export async function listPositionCandidates(deps: Deps, access: Access, positionId: string, query: PositionQuery) {
  const position = UUID_PATTERN.test(positionId) ? await findPositionForApplication(deps.db, positionId) : null;
  if (!position || position.workspaceId !== access.workspace.id) throw new AppError('position.not_found');
  try {
    assertRecruiterMay(access.actor, 'recruitment.positions.view', position);
  } catch {
    throw new AppError('position.not_found');
  }
  const ranked =
    query.sort !== 'recent' ||
    query.minMatch !== undefined ||
    query.pcd !== undefined ||
    query.city !== undefined ||
    query.screening !== undefined ||
    query.skill.length > 0;
  const [page, counts, facets] = await Promise.all([
    ranked ? rankedPage(deps, position.id, query) : recentPage(deps, position.id, query),
    positionStageCounts(deps.db, position.id),
    candidateFacets(deps.db, position.id),
  ]);
  const stages = Object.fromEntries(PIPELINE_STAGES.map((stage) => [stage, 0])) as Record<PipelineStage, number>;
  let unfinished = 0;
  for (const count of counts) {
    if (count.status === 'in_progress') unfinished += count.count;
    else stages[count.stage as PipelineStage] += count.count;
  }
  const today = answerDay(deps.clock.now(), access.workspace.region);
  const items = page.rows.map((row) => toCandidate(row, today, page.matches.get(row.userId) ?? null));
  return { items, page: query.page, limit: query.limit, total: page.total, stages, unfinished, facets };
}

type Summaries = Awaited<ReturnType<typeof matchSummaries>>;

/** Last moved first: one page from the index, the match of its candidates only. */
async function recentPage(deps: Deps, positionId: string, query: PositionQuery) {
  const rows = await positionCandidatePage(deps.db, positionId, query.stage ?? null, query.limit, (query.page - 1) * query.limit);
  const matches = await matchSummaries(
    deps,
    positionId,
    rows.map((row) => row.userId),
  );
  return { rows, matches, total: rows[0]?.total ?? 0 };
}

const byRecent = (a: CandidateKey, b: CandidateKey) =>
  b.updatedAt.getTime() - a.updatedAt.getTime() || (a.applicationId < b.applicationId ? 1 : -1);

/** The order of a ranked page; ties fall back to last moved first. */
function compareBy(sort: PositionQuery['sort'], matches: Summaries) {
  const percent = (key: CandidateKey) => matches.get(key.userId)?.percent ?? -1;
  if (sort === 'match') return (a: CandidateKey, b: CandidateKey) => percent(b) - percent(a) || byRecent(a, b);
  if (sort === 'answerBy')
    return (a: CandidateKey, b: CandidateKey) =>
      (a.answerBy ?? '9999') < (b.answerBy ?? '9999') ? -1 : (a.answerBy ?? '9999') > (b.answerBy ?? '9999') ? 1 : byRecent(a, b);
  return byRecent;
}

/**
 * Every candidate passing the filters, ranked here, then the rows of the asked page. By fit, the keys come with what
 * the match compares (one statement) and the position's checks run on each.
 */
async function rankedPage(deps: Deps, positionId: string, query: PositionQuery) {
  const filters = {
    stage: query.stage ?? null,
    pcd: query.pcd ?? null,
    city: query.city ?? null,
    skills: query.skill,
    screening: query.screening ?? null,
  };
  const fit = query.sort === 'match' || query.minMatch !== undefined;
  let keys: CandidateKey[];
  let matches: Summaries = new Map();
  if (fit) {
    const [ranked, summarize] = await Promise.all([positionRankingKeys(deps.db, positionId, filters), matchSummarizer(deps, positionId)]);
    keys = ranked;
    matches = new Map(ranked.map((key) => [key.userId, summarize(key)]));
  } else keys = await positionCandidateKeys(deps.db, positionId, filters);
  const minMatch = query.minMatch ?? 0;
  const kept = fit ? keys.filter((key) => (matches.get(key.userId)?.percent ?? 0) >= minMatch) : keys;
  const pageKeys = kept.sort(compareBy(query.sort, matches)).slice((query.page - 1) * query.limit, query.page * query.limit);
  const rows = await candidatesByIds(
    deps.db,
    pageKeys.map((key) => key.applicationId),
  );
  const pageMatches = fit
    ? matches
    : await matchSummaries(
        deps,
        positionId,
        rows.map((row) => row.userId),
      );
  return { rows, matches: pageMatches, total: kept.length };
}

/** The candidate bank: a recruitment admin sees every candidate of the company, a manager those of linked positions. */
export async function listCandidateBank(deps: Deps, access: Access & { userId: string }, query: BankQuery) {
  const positions = grantsOf(access.actor).has('recruitment.positions.all')
    ? null
    : await linkedPositionIds(deps.db, access.workspace.id, access.userId);
  if (positions?.length === 0) return { items: [], page: query.page, limit: query.limit, total: 0 };
  const text = query.text.replace(/[\\%_]/g, (char) => `\\${char}`);
  const rows = await candidateBankPage(deps.db, access.workspace.id, text, positions, query.limit, (query.page - 1) * query.limit);
  const today = answerDay(deps.clock.now(), access.workspace.region);
  return { items: rows.map((row) => toCandidate(row, today)), page: query.page, limit: query.limit, total: rows[0]?.total ?? 0 };
}

async function candidateOf(deps: Deps, { actor, workspace, lang }: Caller, loaded: LoadedApplication): Promise<CandidateApplication> {
  const [row, history] = await Promise.all([
    findCandidate(deps.db, loaded.application.id),
    listApplicationEvents(deps.db, loaded.application.id, true),
  ]);
  if (!row) throw new AppError('application.not_found');
  const [match, profile] = await Promise.all([
    matchBreakdown(deps, row.positionId, row.userId, lang),
    findCandidateProfile(deps.db, row.userId),
  ]);
  const canManage = grantsOf(actor).has('recruitment.positions.evaluate');
  const steps = stepsOf(loaded.position.steps);
  const answers = answersOf(loaded.application.answers, recruiterFileUrl(loaded.application.id));
  return {
    ...toCandidate(row, answerDay(deps.clock.now(), workspace.region), match),
    match,
    profile: profileOf(profile, steps, answers),
    files: [answers.profile?.resume, answers.video_answer?.video].flatMap((file) => (file ? [file] : [])),
    phone: row.phone,
    city: row.city,
    steps,
    answers,
    history: history.map(toEvent),
    closingMessage: loaded.application.closingMessage,
    canManage: canManage && loaded.application.status === 'under_analysis',
  };
}

/**
 * The candidate's profile as shared with the company, read through the contract (entries that no longer parse are
 * left out), with the alternative each step that offers one was answered with.
 */
function profileOf(
  row: CandidateProfileRow | null,
  steps: CandidateApplication['steps'],
  answers: CandidateApplication['answers'],
): CandidateProfile {
  const alternatives = steps.flatMap((step) => {
    const chosen =
      step.kind === 'profile' ? answers.profile?.alternative : step.kind === 'video_answer' ? answers.video_answer?.alternative : null;
    return chosen && alternativesOf(step).includes(chosen) ? [{ step: step.kind, alternative: chosen }] : [];
  });
  const parsed = candidateProfile.safeParse({
    professionalTitle: row?.professionalTitle ?? null,
    summary: row?.summary ?? null,
    professionalExperiences: row?.professionalExperiences ?? [],
    academicExperiences: row?.academicExperiences ?? [],
    languages: row?.languages ?? [],
    skills: row?.skills ?? [],
    links: row?.socialLinks ?? [],
    pcd: row?.isPcd ? { type: row.pcdType, adaptation: row.pcdAdaptation } : null,
    alternatives,
  });
  if (parsed.success) return parsed.data;
  return { ...EMPTY_PROFILE, professionalTitle: row?.professionalTitle ?? null, summary: row?.summary ?? null, alternatives };
}
const EMPTY_PROFILE: CandidateProfile = {
  professionalTitle: null,
  summary: null,
  professionalExperiences: [],
  academicExperiences: [],
  languages: [],
  skills: [],
  links: [],
  pcd: null,
  alternatives: [],
};

export async function getCandidateApplication(deps: Deps, caller: Caller, loaded: LoadedApplication) {
  assertRecruiterMay(caller.actor, 'recruitment.positions.view', loaded.position);
  if (loaded.application.status === 'given_up') throw new AppError('application.not_found');
  return candidateOf(deps, caller, loaded);
}

/**
 * Moves a candidate whose application is under analysis: to another stage, or rejected (with an optional message the
 * candidate reads in the closed tab) or hired, which close the application. Unfinished, closed and given-up
 * applications do not move.
 */
export async function moveCandidate(
  deps: Deps,
  access: Caller,
  loaded: LoadedApplication,
  body: { stage: PipelineStage; message: string | null },
) {
  const { actor } = access;
  const closing = body.stage === 'rejected' || body.stage === 'hired';
  assertRecruiterMay(actor, 'recruitment.positions.evaluate', loaded.position);
  // an evaluator moves a candidate along; rejecting or hiring is a decision for who manages the position
  if (closing && check(actor, 'recruitment.positions.manage', { kind: 'position', linkedUserIds: loaded.position.linkedUserIds }))
    throw new AppError('permission.denied');
  const { application } = loaded;
  if (application.status !== 'under_analysis' || application.stage === body.stage) throw new AppError('application.invalid_stage');
  const now = deps.clock.now();
  const moved = {
    ...application,
    status: closing ? ('closed' as const) : ('under_analysis' as const),
    stage: body.stage,
    closingMessage: body.stage === 'rejected' ? body.message || null : application.closingMessage,
    closedAt: closing ? now : null,
  };
  await deps.db.transaction(async (tx) => {
    await updateApplication(tx, application.id, moved, now);
    const kind = closing ? body.stage : 'stage';
    await addApplicationEvent(tx, application.id, { kind, detail: body.stage, note: body.message, actorId: actor.userId ?? null, at: now });
    await emitWebhookEvent(deps, tx, application.workspaceId, 'application.stage_changed', {
      ...applicationEventData(application.id, application.positionId, body.stage),
      previousStage: application.stage,
    });
    if (body.stage === 'hired') {
      const hire = { workspaceId: application.workspaceId, companySubdomain: access.workspace.subdomain, applicationId: application.id };
      const mail = await hiringNotificationMail(tx, deps.config, {
        ...hire,
        positionTitle: loaded.position.title,
        candidateId: application.userId,
        language: resolveLanguage(access.workspace.language),
      });
      if (mail) await deps.mailer.enqueue(tx, mail);
    }
  });
  return candidateOf(deps, access, { application: moved, position: loaded.position });
}

/** How far ahead a promised answer may be. */
const MAX_ANSWER_DAYS = 365;

/** The date by which the company promises an answer; never before the company's today, nor more than a year after. */
export async function setAnswerDate(deps: Deps, caller: Caller, loaded: LoadedApplication, answerBy: string) {
  const { actor } = caller;
  assertRecruiterMay(actor, 'recruitment.positions.manage', loaded.position);
  const { application } = loaded;
  if (application.status === 'given_up') throw new AppError('application.not_found');
  const now = deps.clock.now();
  // a real calendar day: Date.parse takes 2026-02-31 as 3 March
  const day = new Date(`${answerBy}T00:00:00.000Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== answerBy)
    throw new AppError('validation.failed', { answerBy: 'invalid' });
  const today = answerDay(now, caller.workspace.region);
  if (answerBy < today) throw new AppError('validation.failed', { answerBy: 'application.answer_date_past' });
  // a promise years away (9999-12-31) would never show as overdue: it is a promise to answer, so within a year
  const latest = new Date(Date.parse(`${today}T00:00:00.000Z`) + MAX_ANSWER_DAYS * 86_400_000).toISOString().slice(0, 10);
  if (answerBy > latest) throw new AppError('validation.failed', { answerBy: 'application.answer_date_far' });
  await deps.db.transaction(async (tx) => {
    await updateApplication(tx, application.id, { ...application, answerBy }, now);
    await addApplicationEvent(tx, application.id, { kind: 'answer_date', detail: answerBy, actorId: actor.userId ?? null, at: now });
  });
  return candidateOf(deps, caller, { application: { ...application, answerBy }, position: loaded.position });
}

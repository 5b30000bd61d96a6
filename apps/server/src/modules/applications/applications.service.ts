import {
  type ApplicationDetails,
  type ApplicationItem,
  type applicationsApi,
  checkScreeningAnswer,
  failsKnockout,
  isProfileComplete,
  type Language,
  type PositionStep,
  type ProfileSnapshot,
  type StepAnswer,
} from '@trilha/contract';
import type { z } from 'zod';
import { DAY } from '../../platform/clock.ts';
import { UUID_PATTERN } from '../../platform/db/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { emitWebhookEvent } from '../integrations/index.ts';
import { answerDay, findPositionForApplication, type PositionForApplication, positionItemsByIds } from '../positions/index.ts';
import { isPcdProfile } from '../profile/index.ts';
import { type LoadedApplication, loadOwnApplication } from './access.ts';
import { isAnswerOverdue } from './answer-overdue.ts';
import {
  type ApplicationRecord,
  addApplicationEvent,
  findApplication,
  findInvitation,
  findLiveApplication,
  findWorkspaceKey,
  insertApplication,
  insertFeedback,
  isCompanyMember,
  listApplicationEvents,
  markApplicationDeleted,
  type TabName,
  unreadForCandidate,
  updateApplication,
  userApplicationPage,
} from './applications.data.ts';
import { storeProfileResume } from './files.service.ts';
import { answersOf, candidateFileUrl, filesOf, type StoredFile, stepsOf, toEvent } from './items.ts';
import { takeProfileSnapshot } from './profile-snapshot.ts';
import { assertAnsweredInTime, startTimedStepClock } from './step-clock.service.ts';
import { applicationEventData } from './webhook-events.ts';

type ListQuery = z.output<typeof applicationsApi.listMatches.query>;
type OldQuery = z.output<typeof applicationsApi.listOldMatches.query>;

/** The date, `days` after `at`, by which the company promises an answer (YYYY-MM-DD). */
const answerDateAfter = (at: Date, days: number) => new Date(at.getTime() + days * DAY).toISOString().slice(0, 10);

/** Progress is blocked while the position is paused and once it no longer takes applications. */
function assertPositionOpen(position: Pick<PositionForApplication, 'status'>) {
  if (position.status === 'paused') throw new AppError('application.paused');
  if (position.status !== 'active') throw new AppError('application.closed');
}

function assertInProgress(application: ApplicationRecord) {
  if (application.status === 'given_up') throw new AppError('application.given_up');
  if (application.status === 'closed') throw new AppError('application.closed');
  if (application.status !== 'in_progress') throw new AppError('application.wrong_step');
}

async function stepsFor(deps: Deps, positionId: string) {
  return (await findPositionForApplication(deps.db, positionId))?.steps ?? [];
}

function itemOf(
  row: ApplicationRecord & { unreadMessages: number },
  position: ApplicationItem['position'] | undefined,
  steps: PositionStep[],
  today: string,
) {
  if (!position) throw new AppError('position.not_found');
  const index = steps.findIndex((step) => step.kind === row.step);
  const stepsDone = row.step === 'none' ? steps.length : row.step === 'interested' ? 0 : Math.max(index, 0);
  return {
    id: row.id,
    status: row.status,
    step: row.step as ApplicationItem['step'],
    stage: row.stage as ApplicationItem['stage'],
    position,
    stepsDone,
    stepsTotal: steps.length,
    answerBy: row.answerBy,
    overdue: isAnswerOverdue(row, today),
    closingMessage: row.closingMessage,
    internal: row.internal,
    unreadMessages: row.unreadMessages,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
  } satisfies ApplicationItem;
}

/** One application whole, as the candidate's page shows it. */
async function details(deps: Deps, userId: string, lang: Language, loaded: LoadedApplication): Promise<ApplicationDetails> {
  const { application, position } = loaded;
  const [positions, history, unread, pcd, profile, invitation] = await Promise.all([
    positionItemsByIds(deps, userId, lang, [application.positionId]),
    listApplicationEvents(deps.db, application.id, false),
    unreadForCandidate(deps.db, application.id),
    isPcdProfile(deps.db, userId),
    application.step === 'profile' ? takeProfileSnapshot(deps, userId, lang) : null,
    findInvitation(deps.db, userId, application.positionId),
  ]);
  const steps = stepsOf(position.steps);
  return {
    ...itemOf({ ...application, unreadMessages: unread }, positions.get(application.positionId), steps, answerDay(deps.clock.now())),
    steps,
    answers: answersOf(application.answers, candidateFileUrl(application.id)),
    history: history.map(toEvent),
    positionOpen: position.status === 'active',
    highlightAlternatives: pcd,
    answerWithinDays: position.answerWithinDays,
    invitation: invitation && { message: invitation.message, invitedAt: invitation.invitedAt.toISOString() },
    profileComplete: profile ? isProfileComplete(profile) : false,
  };
}

export async function getApplication(deps: Deps, userId: string, lang: Language, id: string) {
  return details(deps, userId, lang, await loadOwnApplication(deps, userId, id));
}

/**
 * Where an application came from, as stored: a person the company invited to the position came through the invite,
 * whatever link they followed; only the server knows of an invite, so a body that claims one without it counts as
 * direct; the rest is what the apply screen was opened from, else direct.
 */
function sourceOf(asked: string | undefined, invited: boolean): string {
  if (invited) return 'invite';
  return !asked || asked === 'invite' ? 'direct' : asked;
}

/**
 * The interested step: starts an application to an open position, or answers the live one the person already has.
 * Internal-mobility positions take only the company's members; a position without steps goes straight to analysis.
 */
export async function startApplication(
  deps: Deps,
  userId: string,
  lang: Language,
  body: { positionId: string; aggregator: string | null; source?: string | undefined },
): Promise<{ created: boolean; application: ApplicationDetails }> {
  const position = await findPositionForApplication(deps.db, body.positionId);
  if (!position || position.status === 'draft') throw new AppError('position.not_found');
  const existing = await findLiveApplication(deps.db, userId, position.id);
  if (existing) return { created: false, application: await details(deps, userId, lang, { application: existing, position }) };
  if (position.internalOnly && !(await isCompanyMember(deps.db, position.workspaceId, userId)))
    throw new AppError('application.internal_only');
  assertPositionOpen(position);
  const [portal, invitation] = await Promise.all([
    body.aggregator ? findWorkspaceKey(deps.db, body.aggregator) : null,
    findInvitation(deps.db, userId, position.id),
  ]);
  const steps = stepsOf(position.steps);
  const now = deps.clock.now();
  const submitted = steps.length === 0;
  const id = await deps.db.transaction(async (tx) => {
    const inserted = await insertApplication(tx, {
      userId,
      positionId: position.id,
      workspaceId: position.workspaceId,
      aggregatorId: portal && (portal.type === 'aggregator' || portal.type === 'agro') ? portal.id : null,
      status: submitted ? 'under_analysis' : 'in_progress',
      step: steps[0]?.kind ?? 'none',
      internal: position.internalOnly,
      answerBy: submitted ? answerDateAfter(now, position.answerWithinDays) : null,
      submittedAt: submitted ? now : null,
      source: sourceOf(body.source, invitation !== null),
      at: now,
    });
    if (!inserted) return null;
    await addApplicationEvent(tx, inserted, { kind: 'started', detail: 'interested', actorId: userId, at: now });
    if (submitted) {
      await addApplicationEvent(tx, inserted, { kind: 'submitted', actorId: userId, at: now });
      await emitWebhookEvent(deps, tx, position.workspaceId, 'application.created', applicationEventData(inserted, position.id, 'new'));
    }
    return inserted;
  });
  // a concurrent start won the unique index: answer the application it created
  const live = id ? null : await findLiveApplication(deps.db, userId, position.id);
  const loaded = await loadOwnApplication(deps, userId, id ?? live?.id ?? '');
  return { created: id !== null, application: await details(deps, userId, lang, loaded) };
}

/** What a step's answer adds to the application's answers, checked against what the position asks. */
function answerOf(step: PositionStep, body: StepAnswer, answers: Record<string, unknown>, snapshot: ProfileSnapshot | null) {
  const uploads: Record<string, StoredFile> = Object.fromEntries(filesOf(answers));
  switch (body.kind) {
    case 'videos':
    case 'faq':
      return {};
    case 'profile': {
      if (step.kind !== 'profile') return {};
      const fields: Record<string, string> = {};
      const resume = body.resumeFileId ? uploads[body.resumeFileId] : undefined;
      if (body.useProfile && body.resumeFileId) fields.resumeFileId = 'application.one_resume';
      if (body.resumeFileId && resume?.kind !== 'resume') fields.resumeFileId ??= 'application.file_missing';
      if (body.useProfile && !(snapshot && isProfileComplete(snapshot))) fields.useProfile = 'application.profile_incomplete';
      if (step.resume && !resume && !body.useProfile) fields.resumeFileId ??= 'required';
      if (step.coverLetter && !body.coverLetter) fields.coverLetter = 'required';
      if (Object.keys(fields).length > 0) throw new AppError('validation.failed', fields);
      // the Trilha profile or a PDF: the step's alternatives (alternativesOf)
      const alternative = body.useProfile ? 'trilha_profile' : resume ? (resume.ext === 'pdf' ? 'pdf' : 'document') : null;
      return {
        profile: {
          alternative,
          coverLetter: body.coverLetter || null,
          resume: body.useProfile ? null : (resume ?? null),
          snapshot: body.useProfile ? snapshot : null,
        },
      };
    }
    case 'questions': {
      if (step.kind !== 'questions') return {};
      if (body.answers.length !== step.questions.length)
        throw new AppError('validation.failed', { answers: 'application.answer_every_question' });
      // a text question's answer typed or recorded (alternativesOf: written or audio), the audio one of this
      // application's uploads; a screening question's checked against its kind, and against its knockout
      const fields: Record<string, string> = {};
      const questions = step.questions.map((question, index) => {
        const answer = body.answers[index] ?? '';
        if (typeof answer === 'object' && !Array.isArray(answer)) {
          const audio = uploads[answer.audioFileId];
          if (question.kind !== 'text') fields[`answers.${index}`] = 'invalid';
          else if (audio?.kind !== 'audio') fields[`answers.${index}`] = 'application.file_missing';
          return { question: question.text, answer: null, audio: audio ?? null };
        }
        const checked = checkScreeningAnswer(question, answer);
        if ('error' in checked) {
          fields[`answers.${index}`] = checked.error;
          return { question: question.text, answer: null, audio: null };
        }
        return {
          question: question.text,
          // a free-text answer keeps the shape it always had
          ...(question.kind !== 'text' && { kind: question.kind }),
          answer: checked.answer,
          audio: null,
          ...(question.knockout && { knockedOut: failsKnockout(question, checked.answer) }),
        };
      });
      if (Object.keys(fields).length > 0) throw new AppError('validation.failed', fields);
      return { questions };
    }
    case 'video_answer': {
      // a written answer is one of the step's alternatives (alternativesOf), offered to everyone
      // the written answer is its own transcript; a video's is optional
      const text = body.text || null;
      if (text && body.videoFileId) throw new AppError('validation.failed', { text: 'application.one_answer' });
      if (text) return { video_answer: { alternative: 'written', video: null, text, transcript: text } };
      if (!body.videoFileId) throw new AppError('validation.failed', { text: 'application.video_or_text' });
      const video = uploads[body.videoFileId];
      if (video?.kind !== 'video') throw new AppError('validation.failed', { videoFileId: 'application.file_missing' });
      return { video_answer: { alternative: 'video', video, text: null, transcript: body.transcript || null } };
    }
  }
}

/**
 * Saves the current step and moves to the next one, in the position's order; after the last one the application is
 * under analysis with the company's promised answer date. Closed registrations and paused positions block progress.
 */
export async function completeStep(deps: Deps, userId: string, lang: Language, id: string, stepKind: string, body: StepAnswer) {
  const loaded = await loadOwnApplication(deps, userId, id);
  const { application, position } = loaded;
  assertInProgress(application);
  assertPositionOpen(position);
  const steps = stepsOf(position.steps);
  const index = steps.findIndex((step) => step.kind === application.step);
  const step = steps[index];
  if (!step || application.step !== stepKind || body.kind !== stepKind) throw new AppError('application.wrong_step');
  const next = steps[index + 1]?.kind ?? 'none';
  const submitted = next === 'none';
  const sent = application.answers as { profile?: { alternative?: string } };
  // the profile is copied when the candidate picks it and again when the application is sent
  const wantsSnapshot = (body.kind === 'profile' && body.useProfile) || (submitted && sent.profile?.alternative === 'trilha_profile');
  const snapshot = wantsSnapshot ? await takeProfileSnapshot(deps, userId, lang) : null;
  const answers: Record<string, unknown> = { ...application.answers, ...answerOf(step, body, application.answers, snapshot) };
  // a timed step's answer (the video answer) within the limit its clock started with: the server decides, not the browser
  await assertAnsweredInTime(deps, application.id, step, body);
  if (body.kind !== 'profile' && snapshot && sent.profile) answers.profile = { ...sent.profile, snapshot };
  // sent with the Trilha profile: the company gets a PDF résumé written from the snapshot taken now
  const profile = answers.profile as { alternative?: string; snapshot?: ProfileSnapshot | null } | undefined;
  if (submitted && profile?.alternative === 'trilha_profile' && profile.snapshot) {
    const resume = await storeProfileResume(deps, application, profile.snapshot);
    answers.profile = { ...profile, resume };
    answers.uploads = { ...(answers.uploads as object | undefined), [resume.id]: resume };
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await updateApplication(
      tx,
      application.id,
      {
        status: submitted ? 'under_analysis' : 'in_progress',
        step: next,
        stage: application.stage,
        answers,
        answerBy: submitted ? answerDateAfter(now, position.answerWithinDays) : application.answerBy,
        closingMessage: application.closingMessage,
        submittedAt: submitted ? now : null,
        closedAt: null,
      },
      now,
    );
    await addApplicationEvent(tx, application.id, { kind: 'step_done', detail: step.kind, actorId: userId, at: now });
    if (submitted) {
      await addApplicationEvent(tx, application.id, { kind: 'submitted', actorId: userId, at: now });
      const data = applicationEventData(application.id, application.positionId, application.stage);
      await emitWebhookEvent(deps, tx, application.workspaceId, 'application.created', data);
    }
  });
  return getApplication(deps, userId, lang, application.id);
}

/**
 * POST /v1/matches/:id/steps/:step/start: starts the clock of the current step when it has a time limit (the video
 * answer), or answers the one already running. Only an unfinished application of the caller's, on an open position.
 */
export async function startTimedStep(deps: Deps, userId: string, id: string, stepKind: string) {
  const { application, position } = await loadOwnApplication(deps, userId, id);
  assertInProgress(application);
  assertPositionOpen(position);
  const step = stepsOf(position.steps).find((candidate) => candidate.kind === application.step);
  if (!step || application.step !== stepKind) throw new AppError('application.wrong_step');
  return startTimedStepClock(deps, application.id, userId, step);
}

/** Gives up: irreversible. A new application starts again from the first step. */
export async function giveUp(deps: Deps, userId: string, lang: Language, id: string) {
  const { application } = await loadOwnApplication(deps, userId, id);
  if (application.status === 'given_up') throw new AppError('application.given_up');
  if (application.status === 'closed') throw new AppError('application.closed');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await updateApplication(
      tx,
      application.id,
      { ...application, status: 'given_up', closedAt: now, submittedAt: application.submittedAt },
      now,
    );
    await addApplicationEvent(tx, application.id, { kind: 'gave_up', actorId: userId, at: now });
    // an application the company never received (unfinished) is nothing to tell it
    if (application.status === 'under_analysis') {
      const data = applicationEventData(application.id, application.positionId, application.stage);
      await emitWebhookEvent(deps, tx, application.workspaceId, 'application.withdrawn', data);
    }
  });
  return getApplication(deps, userId, lang, application.id);
}

export async function deleteApplication(deps: Deps, userId: string, id: string) {
  const { application } = await loadOwnApplication(deps, userId, id);
  await markApplicationDeleted(deps.db, application.id, deps.clock.now());
}

/** Feedback after a deletion, once. */
export async function sendFeedback(deps: Deps, userId: string, id: string, feedback: string) {
  const application = UUID_PATTERN.test(id) ? await findApplication(deps.db, id) : null;
  if (!application || application.userId !== userId) throw new AppError('application.not_found');
  if (!application.deletedAt) throw new AppError('application.not_deleted');
  if (!(await insertFeedback(deps.db, application.id, feedback, deps.clock.now()))) throw new AppError('application.feedback_sent');
}

async function pageOfItems(deps: Deps, userId: string, lang: Language, tab: TabName, query: ListQuery | OldQuery) {
  const companyKey = query.company ?? ('messagesFrom' in query ? query.messagesFrom : undefined);
  const [portal, company] = await Promise.all([
    query.aggregator ? findWorkspaceKey(deps.db, query.aggregator) : null,
    companyKey ? findWorkspaceKey(deps.db, companyKey) : null,
  ]);
  const empty = { items: [], page: query.page, limit: query.limit, total: 0 };
  if ((query.aggregator && !portal) || (companyKey && !company)) return empty;
  const { rows, total } = await userApplicationPage(
    deps.db,
    userId,
    tab,
    {
      aggregatorId: portal?.id ?? null,
      companyId: company?.id ?? null,
      withCompanyMessages: 'messagesFrom' in query && query.messagesFrom !== undefined,
    },
    query.limit,
    (query.page - 1) * query.limit,
  );
  const positions = await positionItemsByIds(
    deps,
    userId,
    lang,
    rows.map((row) => row.positionId),
  );
  const steps = new Map(
    await Promise.all(
      [...new Set(rows.map((row) => row.positionId))].map(
        async (positionId) => [positionId, stepsOf(await stepsFor(deps, positionId))] as const,
      ),
    ),
  );
  return {
    items: rows.map((row) => itemOf(row, positions.get(row.positionId), steps.get(row.positionId) ?? [], answerDay(deps.clock.now()))),
    page: query.page,
    limit: query.limit,
    total,
  };
}

/** GET /v1/matches: the tab asked for (under analysis by default, unfinished, or closed as /v1/oldmatches lists it). */
export const listMatches = (deps: Deps, userId: string, lang: Language, query: ListQuery) =>
  pageOfItems(deps, userId, lang, query.tab, query);

/** GET /v1/oldmatches: closed and given-up applications. */
export const listOldMatches = (deps: Deps, userId: string, lang: Language, query: OldQuery) =>
  pageOfItems(deps, userId, lang, 'closed', query);

import type { Interview, PipelineStage } from '@trilha/contract';
import { PIPELINE_STAGES } from '@trilha/contract';
import { UUID_PATTERN } from '../../platform/db/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { WorkspaceAccess } from '../../platform/http/workspace-access.ts';
import { sendingToCandidate } from '../../platform/mail/send-limits.ts';
import { addApplicationEvent, assertRecruiterMay, type LoadedApplication, setApplicationStage } from '../applications/index.ts';
import { emitApplicationWebhookEvent } from '../integrations/index.ts';
import { assertMayReachOut } from '../workspaces/index.ts';
import {
  answerInterviewRow,
  cancelInterviewRow,
  findCandidateContact,
  findInterview,
  type InterviewRow,
  insertInterview,
  listInterviews,
} from './hiring.data.ts';
import { cancellationMail, interviewMail } from './hiring-mail.ts';

const toInterview = (row: InterviewRow): Interview => ({
  id: row.id,
  applicationId: row.applicationId,
  positionId: row.positionId,
  positionTitle: row.positionTitle,
  companyName: row.companyName,
  companySubdomain: row.companySubdomain,
  scheduledAt: row.scheduledAt.toISOString(),
  durationMinutes: row.durationMinutes,
  place: row.place,
  link: row.link,
  message: row.message,
  response: row.response as Interview['response'],
  notes: row.notes,
  respondedAt: row.respondedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** Interviews and offers are for applications under analysis only (not unfinished, closed or given up). */
export function assertUnderAnalysis(loaded: LoadedApplication) {
  if (loaded.application.status !== 'under_analysis') throw new AppError('hiring.not_under_analysis');
}

/** The pipeline moves forward only: an offer stays an offer when another interview is scheduled. */
export function forwardStage(current: string, target: PipelineStage): PipelineStage {
  const at = PIPELINE_STAGES.indexOf(current as PipelineStage);
  return at > PIPELINE_STAGES.indexOf(target) ? (current as PipelineStage) : target;
}

interface InterviewInput {
  scheduledAt: string;
  durationMinutes: number;
  place: string | null;
  link: string | null;
  message: string | null;
}

/**
 * The recruiter's invite: the interview, the move to the interview stage, its history line and the e-mail, together;
 * refused whole past the recruiter's or the application's allowance (platform/mail/send-limits.ts).
 */
export async function createInterview(
  deps: Deps,
  access: WorkspaceAccess,
  loaded: LoadedApplication,
  recruiterId: string,
  form: InterviewInput,
): Promise<Interview> {
  assertRecruiterMay(access.actor, 'recruitment.positions.evaluate', loaded.position);
  assertMayReachOut(access.workspace);
  assertUnderAnalysis(loaded);
  const now = deps.clock.now();
  const scheduledAt = new Date(form.scheduledAt);
  if (!(scheduledAt.getTime() > now.getTime())) throw new AppError('interview.in_past');
  const { application } = loaded;
  const sending = { senderId: recruiterId, applicationId: application.id };
  const row = await sendingToCandidate(deps, sending, () =>
    deps.db.transaction(async (tx) => {
      const id = await insertInterview(tx, { ...form, applicationId: application.id, scheduledAt, createdBy: recruiterId, at: now });
      await setApplicationStage(tx, application.id, forwardStage(application.stage, 'interview'), now);
      await addApplicationEvent(tx, application.id, { kind: 'interview', detail: 'invited', actorId: recruiterId, at: now });
      const created = await findInterview(tx, id);
      const reader = await findCandidateContact(tx, application.userId);
      if (!created || !reader) throw new AppError('internal');
      await deps.mailer.enqueue(tx, interviewMail(deps.config, reader, created, created.id));
      return created;
    }),
  );
  return toInterview(row);
}

/** One of the caller's interview invites; anyone else's, or a malformed id, is not found. */
async function ownInterview(deps: Deps, userId: string, id: string): Promise<InterviewRow> {
  const row = UUID_PATTERN.test(id) ? await findInterview(deps.db, id) : null;
  if (!row || row.candidateId !== userId) throw new AppError('interview.not_found');
  return row;
}

export const getInterview = async (deps: Deps, userId: string, id: string) => toInterview(await ownInterview(deps, userId, id));

function assertAnswerable(row: InterviewRow) {
  if (row.response === 'rejected') throw new AppError('interview.rejected');
  if (row.response === 'cancelled') throw new AppError('interview.cancelled');
}

/**
 * The candidate's answer with optional notes. A rejection is final; accepting an accepted invite changes nothing;
 * an accepted invite may still be rejected.
 */
export async function answerInterview(
  deps: Deps,
  userId: string,
  id: string,
  response: 'accepted' | 'rejected',
  notes: string | null,
): Promise<Interview> {
  const row = await ownInterview(deps, userId, id);
  assertAnswerable(row);
  if (response === 'accepted' && row.response === 'accepted') return toInterview(row);
  const now = deps.clock.now();
  const answered = await deps.db.transaction(async (tx) => {
    if (!(await answerInterviewRow(tx, id, response, notes, now))) {
      const current = await findInterview(tx, id);
      if (current) assertAnswerable(current);
      throw new AppError('interview.not_found');
    }
    await addApplicationEvent(tx, row.applicationId, { kind: 'interview', detail: response, note: notes, at: now });
    await emitApplicationWebhookEvent(deps, tx, row.applicationId, 'interview.answered', { interviewId: id, response });
    return findInterview(tx, id);
  });
  if (!answered) throw new AppError('interview.not_found');
  return toInterview(answered);
}

/** What the company may no longer cancel: an invite the candidate rejected, or one already cancelled. */
function assertCancellable(row: InterviewRow) {
  if (row.response === 'rejected') throw new AppError('interview.already_rejected');
  if (row.response === 'cancelled') throw new AppError('interview.cancelled');
}

/** The recruiter cancels an interview invite of this application (pending or accepted): history line and e-mail. */
export async function cancelInterview(
  deps: Deps,
  access: WorkspaceAccess,
  loaded: LoadedApplication,
  recruiterId: string,
  interviewId: string,
): Promise<Interview> {
  assertRecruiterMay(access.actor, 'recruitment.positions.evaluate', loaded.position);
  const row = UUID_PATTERN.test(interviewId) ? await findInterview(deps.db, interviewId) : null;
  if (!row || row.applicationId !== loaded.application.id) throw new AppError('interview.not_found');
  assertCancellable(row);
  const now = deps.clock.now();
  const cancelled = await deps.db.transaction(async (tx) => {
    if (!(await cancelInterviewRow(tx, row.id, now))) {
      const current = await findInterview(tx, row.id);
      if (current) assertCancellable(current);
      throw new AppError('interview.not_found');
    }
    await addApplicationEvent(tx, row.applicationId, { kind: 'interview', detail: 'cancelled', actorId: recruiterId, at: now });
    const reader = await findCandidateContact(tx, loaded.application.userId);
    if (reader) await deps.mailer.enqueue(tx, cancellationMail(deps.config, reader, row, 'interview', loaded.application.id));
    return findInterview(tx, row.id);
  });
  if (!cancelled) throw new AppError('interview.not_found');
  return toInterview(cancelled);
}

/** The recruiter's list of an application's interviews (the offers come with it from offers.service). */
export const interviewsOf = async (deps: Deps, applicationId: string) => (await listInterviews(deps.db, applicationId)).map(toInterview);

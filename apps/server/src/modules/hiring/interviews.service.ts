import type { CalendarInterview, Interview, PipelineStage } from '@trilha/contract';
import { can, PIPELINE_STAGES } from '@trilha/contract';
import type { Session } from '../../platform/auth/session-lookup.ts';
import type { Queryable } from '../../platform/db/connect.ts';
import { UUID_PATTERN } from '../../platform/db/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { WorkspaceAccess } from '../../platform/http/workspace-access.ts';
import { sendingToCandidate } from '../../platform/mail/send-limits.ts';
import {
  addApplicationEvent,
  assertRecruiterMay,
  type LoadedApplication,
  loadApplicationScope,
  setApplicationStage,
} from '../applications/index.ts';
import { emitApplicationWebhookEvent } from '../integrations/index.ts';
import { assertMayReachOut, authorizeWorkspace } from '../workspaces/index.ts';
import {
  answerInterviewRow,
  cancelInterviewRow,
  chooseSlotRow,
  findCandidateContact,
  findInterview,
  type InterviewRow,
  insertInterview,
  listCalendar,
  listInterviews,
  lockRecruiterTimes,
  moveInterviewRow,
  recruiterTimeTaken,
} from './hiring.data.ts';
import { cancellationMail, interviewConfirmedMail, interviewMail, recruiterInterviewMail } from './hiring-mail.ts';
import { calendarAttachment, interviewCalendar } from './interview-calendar.ts';

const toInterview = (row: InterviewRow): Interview => ({
  id: row.id,
  applicationId: row.applicationId,
  positionId: row.positionId,
  positionTitle: row.positionTitle,
  companyName: row.companyName,
  companySubdomain: row.companySubdomain,
  scheduledAt: row.scheduledAt?.toISOString() ?? null,
  slots: row.slots.map((slot) => new Date(slot).toISOString()),
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
  scheduledAt: string | null;
  slots: string[];
  durationMinutes: number;
  place: string | null;
  link: string | null;
  message: string | null;
}

type Contact = NonNullable<Awaited<ReturnType<typeof findCandidateContact>>>;

/** The calendar's organiser: the recruiter who invited, or the platform's sender once that account is gone. */
const organizerOf = (deps: Deps, recruiter: Contact | null) => {
  if (recruiter) return { name: recruiter.name, email: recruiter.email };
  // "Name <address>" or a bare address; read with string positions, not a pattern (no backtracking on long input)
  const from = deps.config.mailFrom.trim();
  const open = from.lastIndexOf('<');
  if (open < 0 || !from.endsWith('>')) return { name: 'Trilha', email: from };
  return { name: from.slice(0, open).trim() || 'Trilha', email: from.slice(open + 1, -1).trim() };
};

/**
 * Both sides' e-mails for an interview whose time is set, moved, cancelled or declined: the candidate's and the
 * recruiter's, each carrying the same iCalendar event (same UID, the current SEQUENCE). Inside the caller's
 * transaction, so they leave only if the change commits.
 */
async function mailBothSides(
  deps: Deps,
  q: Queryable,
  row: InterviewRow,
  candidateMail: (
    candidate: Contact,
    calendar: ReturnType<typeof calendarAttachment> | null,
  ) => Parameters<Deps['mailer']['enqueue']>[1] | null,
  recruiterNotice: 'recruiterConfirmed' | 'recruiterCancelled' | 'recruiterDeclined' | null,
) {
  const candidate = await findCandidateContact(q, row.candidateId);
  if (!candidate) return;
  const recruiter = row.recruiterId ? await findCandidateContact(q, row.recruiterId) : null;
  const people = { candidate, organizer: organizerOf(deps, recruiter) };
  const calendarFor = (language: string) => {
    const content = interviewCalendar(row, people, language);
    return content ? calendarAttachment(content, row) : null;
  };
  const toCandidate = candidateMail(candidate, calendarFor(candidate.language));
  if (toCandidate) await deps.mailer.enqueue(q, toCandidate);
  if (recruiter && recruiterNotice)
    await deps.mailer.enqueue(
      q,
      recruiterInterviewMail(deps.config, recruiter, row, recruiterNotice, candidate.name, calendarFor(recruiter.language)),
    );
}

/** A time that is not after now is refused: interviews are invited to the future only. */
function assertFuture(now: Date, times: Date[]) {
  if (times.some((at) => !(at.getTime() > now.getTime()))) throw new AppError('interview.in_past');
}

/**
 * The recruiter's invite: the interview, the move to the interview stage, its history line and the e-mail, together;
 * refused whole past the recruiter's or the application's allowance (platform/mail/send-limits.ts). With a set time
 * both sides get the calendar event at once; with offered times the candidate gets the list to choose from.
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
  const scheduledAt = form.scheduledAt ? new Date(form.scheduledAt) : null;
  const slots = form.slots.map((slot) => new Date(slot)).sort((a, b) => a.getTime() - b.getTime());
  assertFuture(now, scheduledAt ? [scheduledAt] : slots);
  const { application } = loaded;
  const sending = { senderId: recruiterId, applicationId: application.id };
  const row = await sendingToCandidate(deps, sending, () =>
    deps.db.transaction(async (tx) => {
      const fields = { ...form, scheduledAt, slots, applicationId: application.id, createdBy: recruiterId, at: now };
      const id = await insertInterview(tx, fields);
      await setApplicationStage(tx, application.id, forwardStage(application.stage, 'interview'), now);
      await addApplicationEvent(tx, application.id, { kind: 'interview', detail: 'invited', actorId: recruiterId, at: now });
      const created = await findInterview(tx, id);
      if (!created) throw new AppError('internal');
      await mailBothSides(
        deps,
        tx,
        created,
        (candidate, calendar) => interviewMail(deps.config, candidate, created, created.id, calendar),
        created.scheduledAt ? 'recruiterConfirmed' : null,
      );
      return created;
    }),
  );
  return toInterview(row);
}

/**
 * The recruiter moves a live invite to another time, or offers new times: the candidate answers again, and both
 * sides get the same calendar event with a higher SEQUENCE once a time is set (the old one is replaced, not doubled).
 */
export async function moveInterview(
  deps: Deps,
  access: WorkspaceAccess,
  loaded: LoadedApplication,
  recruiterId: string,
  interviewId: string,
  form: InterviewInput,
): Promise<Interview> {
  assertRecruiterMay(access.actor, 'recruitment.positions.evaluate', loaded.position);
  assertMayReachOut(access.workspace);
  const row = UUID_PATTERN.test(interviewId) ? await findInterview(deps.db, interviewId) : null;
  if (!row || row.applicationId !== loaded.application.id) throw new AppError('interview.not_found');
  assertCancellable(row);
  const now = deps.clock.now();
  const scheduledAt = form.scheduledAt ? new Date(form.scheduledAt) : null;
  const slots = form.slots.map((slot) => new Date(slot)).sort((a, b) => a.getTime() - b.getTime());
  assertFuture(now, scheduledAt ? [scheduledAt] : slots);
  const sending = { senderId: recruiterId, applicationId: loaded.application.id };
  const moved = await sendingToCandidate(deps, sending, () =>
    deps.db.transaction(async (tx) => {
      if (!(await moveInterviewRow(tx, row.id, { ...form, scheduledAt, slots }))) {
        const current = await findInterview(tx, row.id);
        if (current) assertCancellable(current);
        throw new AppError('interview.not_found');
      }
      await addApplicationEvent(tx, row.applicationId, { kind: 'interview', detail: 'moved', actorId: recruiterId, at: now });
      const updated = await findInterview(tx, row.id);
      if (!updated) throw new AppError('interview.not_found');
      await mailBothSides(
        deps,
        tx,
        updated,
        (candidate, calendar) => interviewMail(deps.config, candidate, updated, updated.id, calendar, true),
        updated.scheduledAt ? 'recruiterConfirmed' : null,
      );
      return updated;
    }),
  );
  return toInterview(moved);
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
 * The candidate's pick of one offered time: it must be one of them (422), still free among the recruiter's other
 * interviews (409), and the invite still waiting for a pick; the interview is then accepted at that time, and both
 * sides get the confirmation with the calendar event.
 */
async function chooseSlot(deps: Deps, row: InterviewRow, slotText: string | undefined, notes: string | null): Promise<InterviewRow> {
  if (row.scheduledAt) throw new AppError('interview.time_chosen');
  if (!slotText) throw new AppError('interview.slot_required');
  const slot = new Date(slotText);
  if (!row.slots.some((offered) => new Date(offered).getTime() === slot.getTime())) throw new AppError('interview.slot_not_offered');
  const now = deps.clock.now();
  if (!(slot.getTime() > now.getTime())) throw new AppError('interview.in_past');
  const chosen = await deps.db.transaction(async (tx) => {
    if (row.recruiterId) {
      await lockRecruiterTimes(tx, row.recruiterId);
      if (await recruiterTimeTaken(tx, row.recruiterId, row.id, slot, row.durationMinutes ?? 60))
        throw new AppError('interview.slot_taken');
    }
    if (!(await chooseSlotRow(tx, row.id, slot, notes, now))) {
      const current = await findInterview(tx, row.id);
      if (current) assertAnswerable(current);
      throw new AppError('interview.time_chosen');
    }
    await addApplicationEvent(tx, row.applicationId, { kind: 'interview', detail: 'accepted', note: notes, at: now });
    await emitApplicationWebhookEvent(deps, tx, row.applicationId, 'interview.answered', { interviewId: row.id, response: 'accepted' });
    const updated = await findInterview(tx, row.id);
    if (!updated) throw new AppError('interview.not_found');
    await mailBothSides(
      deps,
      tx,
      updated,
      (candidate, calendar) => interviewConfirmedMail(deps.config, candidate, updated, updated.id, calendar),
      'recruiterConfirmed',
    );
    return updated;
  });
  return chosen;
}

/**
 * The candidate's answer with optional notes. A rejection is final; accepting an accepted invite changes nothing;
 * an accepted invite may still be rejected (and the recruiter then gets the calendar's cancellation). Accepting an
 * invite with offered times picks one of them.
 */
export async function answerInterview(
  deps: Deps,
  userId: string,
  id: string,
  response: 'accepted' | 'rejected',
  answer: { notes: string | null; slot?: string | undefined },
): Promise<Interview> {
  const row = await ownInterview(deps, userId, id);
  assertAnswerable(row);
  const { notes } = answer;
  if (response === 'accepted' && row.response === 'accepted') return toInterview(row);
  if (response === 'accepted' && row.slots.length > 0) return toInterview(await chooseSlot(deps, row, answer.slot, notes));
  const now = deps.clock.now();
  const answered = await deps.db.transaction(async (tx) => {
    if (!(await answerInterviewRow(tx, id, response, notes, now))) {
      const current = await findInterview(tx, id);
      if (current) assertAnswerable(current);
      throw new AppError('interview.not_found');
    }
    await addApplicationEvent(tx, row.applicationId, { kind: 'interview', detail: response, note: notes, at: now });
    await emitApplicationWebhookEvent(deps, tx, row.applicationId, 'interview.answered', { interviewId: id, response });
    const updated = await findInterview(tx, id);
    if (updated && response === 'rejected' && updated.scheduledAt) await mailBothSides(deps, tx, updated, () => null, 'recruiterDeclined');
    return updated;
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
    const updated = await findInterview(tx, row.id);
    if (!updated) throw new AppError('interview.not_found');
    await mailBothSides(
      deps,
      tx,
      updated,
      (candidate, calendar) => cancellationMail(deps.config, candidate, updated, 'interview', loaded.application.id, calendar),
      updated.scheduledAt ? 'recruiterCancelled' : null,
    );
    return updated;
  });
  if (!cancelled) throw new AppError('interview.not_found');
  return toInterview(cancelled);
}

/** The recruiter's list of an application's interviews (the offers come with it from offers.service). */
export const interviewsOf = async (deps: Deps, applicationId: string) => (await listInterviews(deps.db, applicationId)).map(toInterview);

/**
 * The interview's iCalendar file, for the candidate and for the company's people who see its position (anyone else:
 * not found). Not found either while the candidate has still to pick a time: there is no event yet.
 */
export async function interviewCalendarFile(deps: Deps, session: Session, id: string, language: string): Promise<string> {
  const row = UUID_PATTERN.test(id) ? await findInterview(deps.db, id) : null;
  if (!row) throw new AppError('interview.not_found');
  if (row.candidateId !== session.user.id) {
    const access = await authorizeWorkspace(deps, session, row.workspaceId, 'recruitment.positions.view').catch(() => {
      throw new AppError('interview.not_found');
    });
    const { value } = await loadApplicationScope(deps, row.applicationId);
    assertRecruiterMay(access.actor, 'recruitment.positions.view', value.position);
  }
  const candidate = await findCandidateContact(deps.db, row.candidateId);
  const recruiter = row.recruiterId ? await findCandidateContact(deps.db, row.recruiterId) : null;
  const content = candidate ? interviewCalendar(row, { candidate, organizer: organizerOf(deps, recruiter) }, language) : null;
  if (!content) throw new AppError('interview.not_found');
  return content;
}

/** The company's calendar: live interviews and offered times in [from, to); recruiters see their positions' only. */
export async function interviewCalendarOf(
  deps: Deps,
  access: WorkspaceAccess,
  query: { from: string; to: string },
): Promise<{ items: CalendarInterview[] }> {
  const linkedTo = can(access.actor, 'recruitment.positions.all') ? null : (access.actor.userId ?? null);
  const rows = await listCalendar(deps.db, access.workspace.id, new Date(query.from), new Date(query.to), linkedTo);
  return {
    items: rows.map((row) => ({
      ...row,
      startsAt: new Date(row.startsAt).toISOString(),
      durationMinutes: row.durationMinutes ?? 60,
    })),
  };
}

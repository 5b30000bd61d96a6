import type { Session } from '../../platform/auth/session-lookup.ts';
import type { Deps } from '../../platform/deps.ts';
import { insertSurveyAnswer } from './feedback.data.ts';
import { removalRequestMail } from './identity-mails.ts';

export async function answerSurvey(deps: Deps, userId: string, survey: string, answers: Record<string, unknown>): Promise<string> {
  return insertSurveyAnswer(deps.db, { userId, survey, answers, createdAt: deps.clock.now() });
}

/** Sends support the user's request to remove the account. */
export async function requestAccountRemovalSupport(deps: Deps, session: Session, reason: string | undefined): Promise<void> {
  await deps.mailer.enqueue(deps.db, removalRequestMail(session.user, reason));
}

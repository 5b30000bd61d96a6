import { surveyAnswers } from '../../db/schema/index.ts';
import type { Session } from '../../platform/auth/session-lookup.ts';
import type { Deps } from '../../platform/deps.ts';
import { removalRequestMail } from './identity-mails.ts';

export async function answerSurvey(deps: Deps, userId: string, survey: string, answers: Record<string, unknown>): Promise<string> {
  const [row] = await deps.db.insert(surveyAnswers).values({ userId, survey, answers, createdAt: deps.clock.now() }).returning({ id: surveyAnswers.id });
  if (!row) throw new Error('survey insert returned nothing');
  return row.id;
}

/** Sends support the user's request to remove the account. */
export async function requestAccountRemovalSupport(deps: Deps, session: Session, reason: string | undefined): Promise<void> {
  await deps.mailer.enqueue(deps.db, removalRequestMail(session.user, reason));
}

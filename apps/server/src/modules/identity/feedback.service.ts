import type { Session } from '../../platform/auth/session-lookup.ts';
import { DAY } from '../../platform/clock.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { takeAllowance } from '../../platform/throttle.data.ts';
import { insertSurveyAnswer } from './feedback.data.ts';
import { removalRequestMail } from './identity-mails.ts';

export async function answerSurvey(deps: Deps, userId: string, survey: string, answers: Record<string, unknown>): Promise<string> {
  return insertSurveyAnswer(deps.db, { userId, survey, answers, createdAt: deps.clock.now() });
}

/** Requests to support one user may send a day: a few are a person asking again, more would flood support's inbox. */
const REMOVAL_REQUESTS_PER_DAY = 3;

/** Sends support the user's request to remove the account. */
export async function requestAccountRemovalSupport(deps: Deps, session: Session, reason: string | undefined): Promise<void> {
  const limit = { key: `support:removal:${session.user.id}`, max: REMOVAL_REQUESTS_PER_DAY, windowMs: DAY };
  if (!(await takeAllowance(deps.db, [limit], deps.clock.now()))) throw new AppError('rate_limited');
  await deps.mailer.enqueue(deps.db, removalRequestMail(session.user, reason));
}

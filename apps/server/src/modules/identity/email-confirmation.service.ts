import { resolveLanguage } from '@trilha/contract';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import { DAY, HOUR } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db/connect.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { takeAllowance } from '../../platform/throttle.data.ts';
import { markOwnedCompaniesConfirmed, ownsUnconfirmedCompany } from '../workspaces/index.ts';
import { insertEmailConfirmation, spendEmailConfirmation } from './email-confirmations.data.ts';
import { confirmEmailLink, emailConfirmationMail } from './identity-mails.ts';

const EMAIL_CONFIRMATION_TTL_MS = 7 * DAY;
/** Links one account may ask for in an hour: the button cannot be used to flood the inbox. */
const CONFIRMATION_MAILS_PER_HOUR = 3;

/**
 * Writes a new link that confirms the user's address, and its e-mail, in the caller's transaction (the sign-up's, so
 * the company and its link exist together); only the code's hash is kept.
 */
export async function enqueueEmailConfirmation(
  deps: Deps,
  q: Queryable,
  user: { id: string; email: string; name: string; language: string },
  now: Date,
) {
  const code = newToken();
  const expiresAt = new Date(now.getTime() + EMAIL_CONFIRMATION_TTL_MS);
  await insertEmailConfirmation(q, { userId: user.id, codeHash: hashToken(code), createdAt: now, expiresAt });
  const link = confirmEmailLink(deps.config.publicUrl, code);
  await deps.mailer.enqueue(
    q,
    emailConfirmationMail(user, resolveLanguage(user.language), link, expiresAt, EMAIL_CONFIRMATION_TTL_MS / DAY),
  );
}

/** The notice's button: a new link for the owner of a company that waits for it (the earlier links still work). */
export async function resendEmailConfirmation(
  deps: Deps,
  user: { id: string; email: string; name: string; language: string },
): Promise<void> {
  if (!(await ownsUnconfirmedCompany(deps.db, user.id))) throw new AppError('email_confirmation.not_needed');
  const now = deps.clock.now();
  const limit = { key: `email-confirmation:mail:${user.id}`, max: CONFIRMATION_MAILS_PER_HOUR, windowMs: HOUR };
  if (!(await takeAllowance(deps.db, [limit], now))) throw new AppError('rate_limited');
  await deps.db.transaction((tx) => enqueueEmailConfirmation(deps, tx, user, now));
}

/**
 * The e-mailed link: its code proves the address reaches its owner, so the companies they own may now publish
 * positions open to the public and e-mail people. It works once, signed in or not (it is opened where the mail is).
 */
export async function confirmEmail(deps: Deps, code: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const userId = await spendEmailConfirmation(tx, hashToken(code), now);
    if (!userId) throw new AppError('email_confirmation.invalid_code');
    await markOwnedCompaniesConfirmed(tx, userId);
  });
}

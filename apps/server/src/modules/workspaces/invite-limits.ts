import { HOUR } from '../../platform/clock.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { takeAllowance } from '../../platform/throttle.data.ts';

/** Invite e-mails one person may send in an hour, whatever the workspace. */
const INVITES_PER_SENDER_PER_HOUR = 50;
/** Invite e-mails one workspace may send in a day, whoever sends them. */
const INVITES_PER_WORKSPACE_PER_DAY = 200;

/**
 * Every invite sends an e-mail from our domain to an address the sender typed: without a limit one new
 * account can mail hundreds of strangers in seconds. Each e-mail (new invite or resend) spends one unit
 * of both allowances; over either, nothing is sent and the answer is rate_limited.
 */
export async function spendInviteAllowance(deps: Deps, workspaceId: string, senderId: string, mails: number): Promise<void> {
  const allowed = await takeAllowance(
    deps.db,
    [
      { key: `invites:sender:${senderId}`, max: INVITES_PER_SENDER_PER_HOUR, windowMs: HOUR },
      { key: `invites:workspace:${workspaceId}`, max: INVITES_PER_WORKSPACE_PER_DAY, windowMs: 24 * HOUR },
    ],
    deps.clock.now(),
    mails,
  );
  if (!allowed) throw new AppError('rate_limited');
}

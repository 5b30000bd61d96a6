import { HOUR } from '../clock.ts';
import type { Deps } from '../deps.ts';
import { takeAllowance } from '../throttle.data.ts';
import { AppError } from './app-error.ts';

const MINUTE = HOUR / 60;

/**
 * Endpoints that tell whether an e-mail has an account (auth-me) or list people by a typed prefix (member
 * suggestions) would let a script enumerate accounts; the screens that use them call them a few times a
 * minute. Over the allowance the answer is rate_limited.
 */
const LOOKUP_LIMITS = {
  'auth-me': { max: 30, windowMs: MINUTE },
  'member-suggestions': { max: 60, windowMs: MINUTE },
} as const;

export async function spendLookupAllowance(deps: Deps, kind: keyof typeof LOOKUP_LIMITS, who: string): Promise<void> {
  const limit = { key: `lookup:${kind}:${who}`, ...LOOKUP_LIMITS[kind] };
  if (!(await takeAllowance(deps.db, [limit], deps.clock.now()))) throw new AppError('rate_limited');
}

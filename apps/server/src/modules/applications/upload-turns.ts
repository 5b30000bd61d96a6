import { HOUR } from '../../platform/clock.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { takeAllowance } from '../../platform/throttle.data.ts';

/**
 * The uploads each user has in flight in this process. What they hold is this process's own (a connection, a
 * temporary file, a turn for the checking workers), so the count is kept here; the hourly allowance, which must hold
 * whichever process a request reaches, is counted in the database.
 */
const inFlight = new Map<string, number>();

/**
 * POST /v1/matches/:id/files, before the upload is read: at most `uploads.perHourPerUser` attempts of one user an
 * hour, refused ones included (429 application.too_many_uploads), and `uploads.atOncePerUser` uploads at once (429
 * application.uploads_in_progress), so one user sending files in loops cannot crowd out everyone else's. Answers the
 * turn's end, to call once the upload is answered.
 */
export async function takeUploadTurn(deps: Deps, userId: string): Promise<() => void> {
  const { atOncePerUser, perHourPerUser } = deps.config.uploads;
  const limit = { key: `uploads:user:${userId}`, max: perHourPerUser, windowMs: HOUR };
  if (!(await takeAllowance(deps.db, [limit], deps.clock.now()))) throw new AppError('application.too_many_uploads');
  const sending = inFlight.get(userId) ?? 0;
  if (sending >= atOncePerUser) throw new AppError('application.uploads_in_progress');
  inFlight.set(userId, sending + 1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    const left = (inFlight.get(userId) ?? 1) - 1;
    if (left > 0) inFlight.set(userId, left);
    else inFlight.delete(userId);
  };
}

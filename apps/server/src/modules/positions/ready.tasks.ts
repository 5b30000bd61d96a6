import { resolveLanguage } from '@trilha/contract';
import type { Deps } from '../../platform/deps.ts';
import type { Task } from '../../platform/tasks.ts';
import { claimWaitingFavorites, markFavoriteReady } from './favorites.data.ts';
import { positionIfReady } from './match.service.ts';
import { readyMail } from './ready-mail.ts';

/** How many waiting favourites one run compares, and how long before the same one is compared again. */
const BATCH = 200;
const RECHECK_AFTER = 10 * 60_000;

/**
 * "Apply when ready": compares the saved positions marked so with their person's profile, oldest comparison first,
 * and e-mails (through the outbox, once) those whose gap is closed. Safe in several processes: rows are claimed
 * with SKIP LOCKED and the e-mail is written only by whoever marks the favourite as told.
 */
export async function notifyReadyCandidates(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const due = await claimWaitingFavorites(deps.db, now, new Date(now.getTime() - RECHECK_AFTER), BATCH);
  let told = 0;
  for (const favorite of due) {
    const language = resolveLanguage(favorite.language);
    const position = await positionIfReady(deps, favorite.userId, language, favorite.positionId);
    if (!position) continue;
    const sent = await deps.db.transaction(async (tx) => {
      if (!(await markFavoriteReady(tx, favorite.userId, favorite.positionId, now))) return false;
      await deps.mailer.enqueue(tx, readyMail(deps.config, favorite, language, position));
      return true;
    });
    if (sent) told += 1;
  }
  return told;
}

/** Every minute: tell the people whose saved positions they now qualify for. */
export const positionsTasks: Task[] = [{ name: 'apply when ready', every: 60_000, run: notifyReadyCandidates }];

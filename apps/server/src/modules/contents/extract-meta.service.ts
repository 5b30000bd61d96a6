import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { takeAllowance } from '../../platform/throttle.data.ts';
import { fetchPageMeta } from './page-meta.ts';

/** Each person reads at most 30 pages a minute through the link preview: it makes our server fetch for them. */
const PREVIEW_LIMIT = { max: 30, windowMs: 60_000 };

export async function readPageMeta(deps: Deps, userId: string, url: string) {
  if (!(await takeAllowance(deps.db, [{ key: `extract-meta:${userId}`, ...PREVIEW_LIMIT }], deps.clock.now()))) {
    throw new AppError('rate_limited');
  }
  return fetchPageMeta(url);
}

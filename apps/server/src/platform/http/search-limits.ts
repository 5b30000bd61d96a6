import type { EndpointDefinition } from '@trilha/contract';
import { HOUR } from '../clock.ts';
import type { Db } from '../db/connect.ts';
import { inSearchTransaction, SearchTimeout } from '../db/search-transaction.ts';
import type { Deps } from '../deps.ts';
import { takeQuickAllowance } from '../quick-allowance.data.ts';
import { AppError } from './app-error.ts';
import { type Handler, type RequestContext, type RouteEntry, route } from './context.ts';

const MINUTE = HOUR / 60;

/**
 * Spends one search of the caller's allowance (config `search`: per address, and per user when signed in), in one
 * round trip; over either, rate_limited. A person searches a few times a minute; a script searching nonstop from one
 * account or one address is held to the same pace.
 */
async function spendSearchAllowance(deps: Deps, userId: string | null, ip: string): Promise<void> {
  const { perUserPerMinute, perAddressPerMinute } = deps.config.search;
  const limits = [{ key: `search:address:${ip}`, max: perAddressPerMinute }];
  if (userId) limits.push({ key: `search:user:${userId}`, max: perUserPerMinute });
  if (!(await takeQuickAllowance(deps.db, limits, deps.clock.now(), MINUTE))) throw new AppError('rate_limited');
}

/**
 * The route of a search endpoint: throttled per user and address, and its queries run in a search
 * transaction (platform/db/search-transaction.ts: a statement timeout, index-served plans, a bounded share of the
 * pool). A search that waits or runs past the timeout answers 503 search.unavailable with Retry-After, never a 500.
 * `readsTables: false` for a search of in-memory data (the locations): throttled only. `searching` tells a list that
 * is a search only when it has text (the recruiters' worklist, the candidate bank) from one that is a plain page read,
 * which neither spends the allowance nor needs the search transaction.
 */
export function searchRoute<E extends EndpointDefinition>(
  endpoint: E,
  handler: Handler<E>,
  options: { readsTables?: boolean; searching?: (ctx: RequestContext<E>) => boolean } = {},
): RouteEntry {
  const { readsTables = true, searching } = options;
  return route(endpoint, async (ctx: RequestContext<E>) => {
    const { deps, session, ip } = ctx;
    if (searching && !searching(ctx)) return handler(ctx);
    await spendSearchAllowance(deps, session?.user.id ?? null, ip);
    if (!readsTables) return handler(ctx);
    try {
      // on a read replica when one has what this person wrote (read-replicas.ts); the handler's services take Deps:
      // the same, with the transaction as their database
      return await deps.reads.read(session, (db) =>
        inSearchTransaction(db, deps.config.search.timeoutMs, async (q) => handler({ ...ctx, deps: { ...deps, db: q as unknown as Db } })),
      );
    } catch (error) {
      if (!(error instanceof SearchTimeout)) throw error;
      // the error handler adds Retry-After to every 503
      throw new AppError('search.unavailable');
    }
  });
}

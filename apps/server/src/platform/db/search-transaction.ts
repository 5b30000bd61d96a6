import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db, Tx } from './connect.ts';

/**
 * What every search statement runs under, set for its transaction only:
 * - a statement timeout, so no text keeps a connection and a core busy for longer;
 * - no sequential scans: each search statement has an index that serves it (text-search.ts), but the planner
 *   overestimates a query of four dictionaries (`analista` | `anal` | `analista` | `anal` counts the same word
 *   twice) and at 200,000 positions chose to read the table in order until 10,000 matches (180 ms) instead of the
 *   full-text index (14 ms);
 * - a plan for each text (custom plans, also for the statements prepared once): the planner then computes the text's
 *   query once (search_query is immutable), where a generic plan would compute it again for every row it ranks or tests;
 * - no parallel workers: a search's candidates are "the first N the index yields", which must be the same rows on
 *   page 1 and page 2, and under a burst of searches the workers would take the cores the other requests need.
 */
export const searchSettings = (timeoutMs: number) => ({
  statement_timeout: String(timeoutMs),
  plan_cache_mode: 'force_custom_plan',
  enable_seqscan: 'off',
  max_parallel_workers_per_gather: '0',
});

/**
 * At most this share of a pool's connections runs searches at once, so a burst of searches waits for its turn here
 * instead of in the pool's queue, ahead of every other request (the health check among them). Each process has its
 * own pool, so each keeps its own count.
 */
const SEARCH_SHARE_OF_POOL = 0.5;

class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];
  constructor(size: number) {
    this.free = size;
  }

  /** Waits for a slot for at most `timeoutMs`; false when none came. */
  take(timeoutMs: number): Promise<boolean> {
    if (this.free > 0) {
      this.free -= 1;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const granted = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(granted), 1);
        resolve(false);
      }, timeoutMs);
      this.waiting.push(granted);
    });
  }

  give(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free += 1;
  }
}

const slotsByPool = new WeakMap<pg.Pool, Slots>();
const slotsOf = (pool: pg.Pool) => {
  let slots = slotsByPool.get(pool);
  if (!slots) {
    slots = new Slots(Math.max(1, Math.floor((pool.options.max ?? 10) * SEARCH_SHARE_OF_POOL)));
    slotsByPool.set(pool, slots);
  }
  return slots;
};

/** Why a search did not finish: it waited too long for its turn, or PostgreSQL cancelled it at its timeout. */
export class SearchTimeout extends Error {}

/** A PostgreSQL statement cancelled by its timeout (57014), also when Drizzle wraps the driver's error as `cause`. */
const isCancelled = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '57014' || isCancelled((error as { cause?: unknown }).cause));

/**
 * Runs a search's queries in one read transaction under `searchSettings`, once one of the pool's search slots is
 * free. Throws SearchTimeout when no slot frees within `timeoutMs` or a statement runs past it.
 */
export async function inSearchTransaction<T>(db: Db, timeoutMs: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  const slots = slotsOf(db.$client);
  if (!(await slots.take(timeoutMs))) throw new SearchTimeout('no search slot');
  try {
    return await db.transaction(async (tx) => {
      const settings = Object.entries(searchSettings(timeoutMs)).map(([name, value]) => sql`set_config(${name}, ${value}, true)`);
      await tx.execute(sql`select ${sql.join(settings, sql`, `)}`);
      return work(tx);
    });
  } catch (error) {
    if (isCancelled(error)) throw new SearchTimeout('search statement timeout');
    throw error;
  } finally {
    slots.give();
  }
}

import type { FastifyBaseLogger } from 'fastify';

/**
 * Logs a recurring fault once per interval with how many times it happened, instead of once per request: a database
 * stopped for 20 s under load wrote 18,335 stack traces (21.6 MB of log) before this.
 */
export class FaultLog {
  readonly #intervalMs: number;
  readonly #now: () => number;
  readonly #seen = new Map<string, { loggedAt: number; suppressed: number }>();

  constructor(intervalMs = 10_000, now: () => number = Date.now) {
    this.#intervalMs = intervalMs;
    this.#now = now;
  }

  /** Writes the fault unless the same kind was written within the interval; then counts it for the next line. */
  report(log: FastifyBaseLogger, kind: string, error: unknown): void {
    const now = this.#now();
    const entry = this.#seen.get(kind);
    if (entry && now - entry.loggedAt < this.#intervalMs) {
      entry.suppressed += 1;
      return;
    }
    const repeated = entry?.suppressed ?? 0;
    this.#seen.set(kind, { loggedAt: now, suppressed: 0 });
    const reason = error instanceof Error ? error.message : String(error);
    log.warn({ fault: kind, reason, repeatedSinceLastLine: repeated }, `${kind}: ${reason}`);
  }
}

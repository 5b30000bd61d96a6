import type pg from 'pg';

/** One query as the pool received it: its statement name (undefined: unnamed, planned every time), text and values. */
export interface SentQuery {
  name?: string;
  text: string;
  values: unknown[];
}

/** Runs `work` while recording every query it sends through `pool`. */
export async function recordQueries(pool: pg.Pool, work: () => Promise<unknown>): Promise<SentQuery[]> {
  const sent: SentQuery[] = [];
  const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = ((config: string | { name?: string; text: string; values?: unknown[] }, values?: unknown[]) => {
    if (typeof config === 'string') sent.push({ text: config, values: values ?? [] });
    else sent.push({ name: config.name, text: config.text, values: values ?? config.values ?? [] });
    return original(config, values);
  }) as typeof pool.query;
  try {
    await work();
  } finally {
    pool.query = original as typeof pool.query;
  }
  return sent;
}

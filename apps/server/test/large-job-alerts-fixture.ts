import type pg from 'pg';

/** Words of the large catalogue's titles (large-catalogue-fixture.ts), a few absent, and none: the alerts' texts. */
const QUERIES = `array['analista', 'soldador', 'enfermagem', 'porteiro', 'pedagoga', 'desenvolvedor', 'motorista', 'vendedor',
  'analista de dados', 'cozinheiro', 'astronauta', '']`;
const STATES = `array['SP', 'RJ', 'PE', 'MG', 'BA', 'RS']`;

/**
 * `count` job alerts of `userId` over the large catalogue: texts, states, categories, salaries and rhythms in every
 * combination, last compared `since` ago (the positions published since then are new to them). Ends with ANALYZE.
 */
export async function fillJobAlerts(pool: pg.Pool, userId: string, count: number, since = '1 hour'): Promise<void> {
  await pool.query(
    `insert into job_alerts (user_id, query, search_key, salary, allow_unspecified, categories, states, contract_types, remote,
        pcd_only, frequency, unsubscribe_key, checked_until, next_send_at, created_at, updated_at)
      select $1::uuid, q, q, case when g % 4 = 0 then 3000 else 0 end, g % 3 <> 0,
        case when g % 5 = 0 then array[1 + g % 20] else '{}' end,
        case when g % 2 = 0 then array[(${STATES})[1 + g % 6]] else '{}' end,
        case when g % 7 = 0 then array['FULL_TIME'] else '{}' end, g % 11 = 0, g % 29 = 0,
        case when g % 2 = 0 then 'immediate' else 'summary' end, md5(g::text),
        now() - $3::interval, now() + interval '1 day', now() - interval '2 days', now() - interval '2 days'
      from generate_series(1, $2::int) g cross join lateral (select (${QUERIES})[1 + g % 12] as q) named`,
    [userId, count, since],
  );
  await pool.query('analyze job_alerts');
}

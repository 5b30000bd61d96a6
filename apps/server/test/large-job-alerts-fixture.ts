import { skillKey } from '@trilha/contract';
import type pg from 'pg';

// What people ask job boards to alert them about, most asked first (the weights fall as 1/rank): job titles of the
// large catalogue (large-catalogue-fixture.ts) in the words people type, with accents, a few words no title holds,
// and filters only (no text).
const QUERIES = [
  '',
  'analista de dados',
  'vendedor',
  'auxiliar administrativo',
  'técnico de enfermagem',
  'motorista',
  'desenvolvedor',
  'recepcionista',
  'jovem aprendiz',
  'operador de caixa',
  'analista',
  'enfermeira',
  'desenvolvedor front-end',
  'auxiliar de limpeza',
  'porteiro',
  'cozinheiro',
  'estágio',
  'analista financeiro',
  'engenheiro de software',
  'designer',
  'contador',
  'soldador',
  'eletricista',
  'mecânico',
  'professor de inglês',
  'gerente de projetos',
  'cientista de dados',
  'vigilante',
  'garçom',
  'farmacêutico',
  'analista de RH',
  'agrônomo',
  'python',
  'home office',
  'advogado',
  'veterinário',
  'scrum master',
  'recrutadora',
  'operador de empilhadeira',
  'astronauta',
];
/** the catalogue's cities (IBGE code, state), by how many people search there */
const CITIES: [number, string, number][] = [
  [3550308, 'SP', 30],
  [3304557, 'RJ', 14],
  [3106200, 'MG', 8],
  [3509502, 'SP', 6],
  [4106902, 'PR', 5],
  [4314902, 'RS', 5],
  [2927408, 'BA', 5],
  [2611606, 'PE', 5],
  [2304400, 'CE', 4],
  [5300108, 'DF', 5],
  [4205407, 'SC', 3],
  [5208707, 'GO', 3],
  [1302603, 'AM', 2],
  [1501402, 'PA', 2],
  [5103403, 'MT', 1],
  [2211001, 'PI', 1],
];
/** states by share of people */
const STATES: [string, number][] = [
  ['SP', 30],
  ['RJ', 12],
  ['MG', 11],
  ['PR', 6],
  ['RS', 6],
  ['BA', 6],
  ['PE', 5],
  ['SC', 4],
  ['CE', 4],
  ['DF', 4],
  ['GO', 3],
  ['AM', 2],
  ['PA', 2],
  ['MT', 2],
  ['PI', 1],
];
const CONTRACTS: [string[], number][] = [
  [[], 70],
  [['FULL_TIME'], 15],
  [['INTERN'], 5],
  [['FULL_TIME', 'CONTRACTOR'], 5],
  [['PART_TIME', 'TEMPORARY'], 5],
];
const SALARIES: [number, number][] = [
  [0, 60],
  [1500, 8],
  [2000, 10],
  [3000, 10],
  [4000, 5],
  [5000, 4],
  [8000, 3],
];
/** how many alerts one person keeps (at most 10): most keep one or two */
const ALERTS_PER_PERSON: [number, number][] = [
  [1, 45],
  [2, 25],
  [3, 12],
  [4, 7],
  [5, 4],
  [6, 2],
  [7, 2],
  [8, 1],
  [9, 1],
  [10, 1],
];

/** A small seeded generator (mulberry32): the same alerts on every run. */
function randomOf(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weighted<T>(random: () => number, items: [T, number][]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = random() * total;
  for (const [item, weight] of items) {
    draw -= weight;
    if (draw < 0) return item;
  }
  return items[items.length - 1]![0];
}

export interface JobAlertsFill {
  alerts: number;
  people: number;
  withText: number;
  distinctTexts: number;
}

/**
 * `count` job alerts of people made for them (each keeps 1 to 10, most one or two; a third set their own e-mail
 * summary rhythm), drawn as real people's: a text from the most asked job titles (one in six with no text), a city
 * (a third), a state or two (a third) or the whole country, remote only (one in eight), a contract type, a minimum
 * salary, a category or PcD positions only now and then; two in three e-mailed in the daily summary (due tomorrow),
 * the others at once. Each was last compared `since` ago (the positions published since then are new to it). Ends
 * with ANALYZE.
 */
export async function fillJobAlerts(pool: pg.Pool, count: number, since = '1 hour'): Promise<JobAlertsFill> {
  const random = randomOf(28);
  const queryWeights = QUERIES.map((query, rank): [string, number] => [query, 1 / (rank + 1)]);
  const rows = {
    person: [] as number[],
    query: [] as string[],
    searchKey: [] as string[],
    salary: [] as number[],
    allowUnspecified: [] as boolean[],
    categories: [] as string[],
    cities: [] as string[],
    states: [] as string[],
    contractTypes: [] as string[],
    remote: [] as boolean[],
    pcdOnly: [] as boolean[],
    frequency: [] as string[],
  };
  let people = 0;
  while (rows.person.length < count) {
    people += 1;
    const keeps = Math.min(weighted(random, ALERTS_PER_PERSON), count - rows.person.length);
    // one person's alerts share a place more often than not
    const home = weighted(
      random,
      CITIES.map(([id, state, weight]): [[number, string], number] => [[id, state], weight]),
    );
    for (let index = 0; index < keeps; index++) {
      const query = weighted(random, queryWeights);
      const place = random();
      const remote = place < 0.125;
      const city =
        !remote && place < 0.45
          ? random() < 0.7
            ? home[0]
            : weighted(
                random,
                CITIES.map(([id, , w]) => [id, w]),
              )
          : null;
      const states =
        !remote && !city && place < 0.8
          ? [...new Set([random() < 0.7 ? home[1] : weighted(random, STATES), ...(random() < 0.2 ? [weighted(random, STATES)] : [])])]
          : [];
      const salary = weighted(random, SALARIES);
      const categoryDraw = random();
      const categories = categoryDraw < 0.2 ? [1 + Math.floor(random() * 20)] : categoryDraw < 0.25 ? [3, 4] : [];
      rows.person.push(people);
      rows.query.push(query);
      rows.searchKey.push(skillKey(query));
      rows.salary.push(salary);
      rows.allowUnspecified.push(random() < 0.75);
      rows.categories.push(`{${categories.join(',')}}`);
      rows.cities.push(city ? `{${city}}` : '{}');
      rows.states.push(`{${states.join(',')}}`);
      rows.contractTypes.push(`{${weighted(random, CONTRACTS).join(',')}}`);
      rows.remote.push(remote);
      rows.pcdOnly.push(random() < 0.04);
      rows.frequency.push(random() < 0.67 ? 'summary' : 'immediate');
    }
  }
  await pool.query(
    `insert into users (id, email, name, last_name, password_hash, language, created_at)
       select md5('alerta-pessoa-' || g)::uuid, 'pessoa' || g || '@alertas.test', 'Pessoa', 'Alerta ' || g, 'x',
         case when g % 20 = 0 then 'en' when g % 20 = 1 then 'es' else 'pt-BR' end, now() - interval '30 days'
       from generate_series(1, $1::int) g`,
    [people],
  );
  await pool.query(
    `insert into communication_preferences (user_id, period, hour, weekday, day_of_month, updated_at)
       select md5('alerta-pessoa-' || g)::uuid, (array['daily', 'weekly', 'daily', 'never'])[1 + g % 4], 6 + g % 14,
         case when g % 4 = 1 then 1 + g % 5 end, null, now()
       from generate_series(1, $1::int) g where g % 3 = 0`,
    [people],
  );
  await pool.query(
    `insert into job_alerts (user_id, query, search_key, salary, allow_unspecified, categories, cities, states, contract_types,
        remote, pcd_only, frequency, unsubscribe_key, checked_until, next_send_at, created_at, updated_at)
      select md5('alerta-pessoa-' || a.person)::uuid, a.query, a.search_key, a.salary, a.allow_unspecified, a.categories::int[],
        a.cities::int[], a.states::text[], a.contract_types::text[], a.remote, a.pcd_only, a.frequency, md5(random()::text),
        now() - $13::interval, case when a.frequency = 'summary' then now() + interval '1 day' end,
        now() - interval '2 days', now() - interval '2 days'
      from unnest($1::int[], $2::text[], $3::text[], $4::int[], $5::boolean[], $6::text[], $7::text[], $8::text[], $9::text[],
        $10::boolean[], $11::boolean[], $12::text[])
        a(person, query, search_key, salary, allow_unspecified, categories, cities, states, contract_types, remote, pcd_only, frequency)`,
    [
      rows.person,
      rows.query,
      rows.searchKey,
      rows.salary,
      rows.allowUnspecified,
      rows.categories,
      rows.cities,
      rows.states,
      rows.contractTypes,
      rows.remote,
      rows.pcdOnly,
      rows.frequency,
      since,
    ],
  );
  await pool.query('analyze users, communication_preferences, job_alerts');
  return {
    alerts: rows.person.length,
    people,
    withText: rows.searchKey.filter((key) => key !== '').length,
    distinctTexts: new Set(rows.searchKey).size,
  };
}

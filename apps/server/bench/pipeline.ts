// A recruiter's daily work at size: one position of the large company with thousands of candidates who
// have profiles and skills, timed through the whole app, one request at a time: the worklist found by text, the
// pipeline last moved first, ranked by fit (first and a far page), narrowed by least fit and by PcD, and one
// candidate read whole.
import type pg from 'pg';
import { LARGE_COMPANY } from '../test/large-catalogue-fixture.ts';

const SAO_PAULO = 3550308;
const CITIES = [
  [SAO_PAULO, 'São Paulo', 'SP'],
  [3509502, 'Campinas', 'SP'],
  [3304557, 'Rio de Janeiro', 'RJ'],
  [3106200, 'Belo Horizonte', 'MG'],
  [2611606, 'Recife', 'PE'],
] as const;

/**
 * `candidates` people applied to the large company's newest open position, which asks four skills, English, higher
 * education and São Paulo: their skills, English, degree and city vary, so their fit spreads from 0 to 100%; one in
 * fifteen is PcD. The bench's user becomes the company's owner (terms accepted). Ends with VACUUM ANALYZE.
 */
export async function fillPipeline(pool: pg.Pool, candidates: number, recruiterId: string) {
  const position = await pool.query<{ id: string }>(
    `select id from positions where workspace_id = $1 and status = 'active' order by published_at desc limit 1`,
    [LARGE_COMPANY],
  );
  const positionId = position.rows[0]?.id;
  if (!positionId) throw new Error('the large company has no open position');
  const skills = await pool.query<{ id: string }>('select id from skills order by title_pt limit 4');
  const cities = CITIES.map(([id, name, state]) => `(${id}, '${name}', '${state}')`).join(', ');
  await pool.query(
    `update positions set remote = false, city_id = $2, city_name = 'Sao Paulo', state_code = 'SP', education_level = 'higher',
       languages = '[{"language":"en","proficiency":"professional_working"}]'::jsonb,
       evaluation_criteria = '["Comunicação","Raciocínio analítico"]'::jsonb
     where id = $1`,
    [positionId, SAO_PAULO],
  );
  await pool.query(
    `insert into position_skills (position_id, skill_id, level) select $1, id, 'intermediate' from unnest($2::uuid[]) id
     on conflict do nothing`,
    [positionId, skills.rows.map((row) => row.id)],
  );
  await pool.query(`
    insert into users (email, name, last_name, password_hash, created_at)
      select 'pipeline' || g || '@bench.test', (array['Ana','Bruno','Carla','Diego','Elisa','Fabio'])[1 + g % 6], 'Lima ' || g, 'x', now()
      from generate_series(1, ${candidates}) g;
    create temporary table pipeline_n as
      select id, row_number() over (order by email) as g from users where email like 'pipeline%@bench.test';
    create temporary table city_n as select *, row_number() over () - 1 as n from (values ${cities}) as c(id, name, state);
    insert into profiles (user_id, city_id, city, state, is_pcd, need_adaptation, pcd_adaptation, professional_title,
        languages, academic_experiences, updated_at)
      select p.id, c.id, c.name, c.state, p.g % 15 = 0, p.g % 30 = 0,
        case when p.g % 30 = 0 then 'Intérprete de Libras na entrevista.' end, 'Analista de Dados',
        json_build_array(json_build_object('language', 'en', 'proficiency',
          (array['elementary','limited_working','professional_working','native_or_bilingual'])[1 + p.g % 4]))::jsonb,
        case when p.g % 3 = 0 then '[]'::jsonb else json_build_array(json_build_object('institution', 'Universidade',
          'title', 'Bacharelado em Estatística', 'startDate', '2015-02-01', 'endDate', '2019-12-01', 'currentlyStudying', false))::jsonb end,
        now()
      from pipeline_n p join city_n c on c.n = p.g % 5;
    insert into user_skills (user_id, skill_id, level, main, updated_at)
      select p.id, s.id, (array['basic','intermediate','advanced'])[1 + (p.g + s.n) % 3], false, now()
      from pipeline_n p
      join (select id, row_number() over (order by title_pt) - 1 as n from skills where id = any('{${skills.rows.map((row) => row.id).join(',')}}'::uuid[])) s
        on s.n < p.g % 5;
    insert into applications (user_id, position_id, workspace_id, status, step, stage, internal, submitted_at, answer_by, created_at, updated_at)
      select p.id, '${positionId}'::uuid, '${LARGE_COMPANY}', 'under_analysis', 'none',
        (array['new','screening','interview','offer'])[1 + p.g % 4], false, now() - p.g * interval '1 minute',
        (now() + (p.g % 20 - 5) * interval '1 day')::date, now() - p.g * interval '1 minute', now() - p.g * interval '1 minute'
      from pipeline_n p;
    drop table pipeline_n, city_n;
  `);
  await pool.query(
    `insert into workspace_members (workspace_id, user_id, role, user_role, tos_accepted_at, joined_at)
       values ($1, $2, 'owner', 'admin', now(), now())
     on conflict (workspace_id, user_id) do update set role = 'owner', user_role = 'admin', tos_accepted_at = now()`,
    [LARGE_COMPANY, recruiterId],
  );
  await pool.query('vacuum analyze users, profiles, user_skills, applications, position_skills, positions, workspace_members');
  const application = await pool.query<{ id: string }>(
    `select id from applications where position_id = $1 order by updated_at desc limit 1`,
    [positionId],
  );
  const subdomain = await pool.query<{ subdomain: string }>('select subdomain from workspaces where id = $1', [LARGE_COMPANY]);
  return { positionId, applicationId: application.rows[0]?.id ?? '', subdomain: subdomain.rows[0]?.subdomain ?? '' };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export interface WorkbenchTime {
  name: string;
  total: number;
  p50: number;
  p95: number;
  /** p95 budget in ms: a list page's 20; 100 for a page ranked here over every candidate */
  budget: number;
}

const LIST = 20;
const RANKED = 100;

/** Each case `times` times after three warm-up requests; `total` is what the answer says it counts. */
export async function timeWorkbench(
  appUrl: string,
  headers: Record<string, string>,
  fixture: { positionId: string; applicationId: string; subdomain: string },
  times: number,
): Promise<WorkbenchTime[]> {
  const asCompany = { ...headers, 'x-company': fixture.subdomain };
  const candidates = `${appUrl}/v1/-/positions/${fixture.positionId}/candidates`;
  const cases = [
    { name: 'worklist, "analista"', url: `${appUrl}/v1/-/positions?query=analista&status=active`, budget: LIST },
    { name: 'pipeline, last moved', url: `${candidates}?stage=screening`, budget: LIST },
    { name: 'pipeline, by fit', url: `${candidates}?sort=match`, budget: RANKED },
    { name: 'pipeline, by fit, page 40', url: `${candidates}?sort=match&page=40`, budget: RANKED },
    { name: 'pipeline, fit >= 70%', url: `${candidates}?sort=match&minMatch=70`, budget: RANKED },
    { name: 'pipeline, PcD by answer date', url: `${candidates}?sort=answerBy&pcd=true`, budget: RANKED },
    { name: 'candidate read whole', url: `${appUrl}/v1/-/applications/${fixture.applicationId}`, budget: LIST },
  ];
  const results: WorkbenchTime[] = [];
  for (const item of cases) {
    let total = 0;
    for (let warm = 0; warm < 3; warm++) {
      const response = await fetch(item.url, { headers: asCompany });
      if (!response.ok) throw new Error(`${item.name} answered ${response.status}: ${await response.text()}`);
      total = ((await response.json()) as { total?: number }).total ?? 1;
    }
    const samples: number[] = [];
    for (let run = 0; run < times; run++) {
      const started = performance.now();
      const response = await fetch(item.url, { headers: asCompany });
      await response.arrayBuffer();
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    results.push({ name: item.name, total, p50: percentile(samples, 50), p95: percentile(samples, 95), budget: item.budget });
  }
  return results;
}

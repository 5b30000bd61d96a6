import type pg from 'pg';
import { fillLargePositions, LARGE_COMPANY } from './large-catalogue-fixture.ts';

/** The candidate with 40 applications of the large fixture. */
export const LARGE_CANDIDATE = '00000000-0000-4000-8000-00000000e0aa';
const CANDIDATE = LARGE_CANDIDATE;

/**
 * The applications over a large fixture: 20,000 positions, 20,000 candidates with 100,000 applications (one position
 * of the large company with 5,000 of them), a candidate with 40; answers the busy position's id.
 */
export async function fillLargeApplications(pool: pg.Pool): Promise<string> {
  await fillLargePositions(pool, 20_000);
  const hot = await pool.query<{ id: string }>(
    `select id from positions where workspace_id = $1 and status = 'active' order by published_at desc limit 1`,
    [LARGE_COMPANY],
  );
  const hotPosition = hot.rows[0]?.id ?? '';
  await pool.query(`
    insert into users (id, email, name, last_name, password_hash, created_at)
      values ('${CANDIDATE}', 'candidata@escala.test', 'Candidata', 'Escala', 'x', now());
    insert into users (email, name, last_name, password_hash, created_at)
      select 'candidato' || g || '@escala.test', (array['Ana','Bruno','Carla','Diego','Elisa','Fabio'])[1 + g % 6], 'Souza ' || g, 'x', now()
      from generate_series(1, 20000) g;
    create temporary table open_n as
      select id, workspace_id, steps, row_number() over (order by id) - 1 as n from positions where status = 'active';
    create temporary table user_n as
      select id, row_number() over (order by id) - 1 as n from users where email like 'candidato%@escala.test';
    insert into applications (user_id, position_id, workspace_id, status, step, stage, internal, submitted_at, created_at, updated_at)
      select u.id, p.id, p.workspace_id,
        (array['in_progress','under_analysis','under_analysis','closed','given_up'])[1 + g % 5],
        case when g % 5 = 0 then 'profile' else 'none' end,
        (array['new','screening','interview','offer','hired','rejected'])[1 + (g / 5) % 6], false,
        now() - g * interval '1 minute', now() - g * interval '1 minute', now() - g * interval '1 minute'
      from generate_series(1, 95000) g
      join user_n u on u.n = g % 20000
      join open_n p on p.n = (g * 7919) % (select count(*) from open_n);
    insert into applications (user_id, position_id, workspace_id, status, step, stage, internal, submitted_at, created_at, updated_at)
      select u.id, '${hotPosition}'::uuid, '${LARGE_COMPANY}', 'under_analysis', 'none',
        (array['new','screening','interview','offer'])[1 + g % 4], false, now() - g * interval '1 second', now(), now() - g * interval '1 second'
      from generate_series(1, 5000) g join user_n u on u.n = (g * 3) % 20000
      on conflict do nothing;
    insert into applications (user_id, position_id, workspace_id, status, step, stage, internal, created_at, updated_at)
      select '${CANDIDATE}', p.id, p.workspace_id, (array['in_progress','under_analysis','closed','given_up'])[1 + p.n % 4],
        'none', 'new', false, now(), now() - p.n * interval '1 hour'
      from open_n p where p.n < 40;
    drop table open_n, user_n;
  `);
  return hotPosition;
}

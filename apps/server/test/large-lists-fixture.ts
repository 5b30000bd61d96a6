import type pg from 'pg';

/** Two business workspaces: one with `rows` members and `rows` invites, one with 20 members. */
export const LARGE_WORKSPACE = '00000000-0000-4000-8000-00000000b001';
export const SMALL_WORKSPACE = '00000000-0000-4000-8000-00000000b002';

/**
 * Fills the lists at scale with generate_series (PostgreSQL writes it all, in seconds): `rows` new users, every
 * user of the database (these and any seeded ones) a member of the large workspace with a spread of roles, and
 * `rows` invites a minute apart with every status and expiry. Ends with VACUUM ANALYZE, as autovacuum would.
 */
export async function fillLargeLists(pool: pg.Pool, rows: number): Promise<void> {
  await pool.query(`
    insert into workspaces (id, name, type, subdomain, is_completed, created_at) values
      ('${LARGE_WORKSPACE}', 'Grande', 'business', 'grande', true, now()),
      ('${SMALL_WORKSPACE}', 'Pequena', 'business', 'pequena', true, now());
    insert into users (email, name, last_name, password_hash, created_at)
      select 'pessoa' || g || '@grande.test', (array['Ana','Bruno','Carla','Diego','Elisa','Fabio','Gabi','Hugo'])[1 + g % 8] || ' ' || md5(g::text),
             'Silva ' || (g % 997), 'x', now()
      from generate_series(1, ${rows}) g;
    insert into workspace_members (workspace_id, user_id, role, joined_at)
      select '${LARGE_WORKSPACE}', id, (array['member','member','member','content_creator','administrator'])[1 + abs(hashtext(id::text)) % 5], now()
      from users;
    insert into workspace_members (workspace_id, user_id, role, joined_at)
      select '${SMALL_WORKSPACE}', id, 'member', now() from users order by id limit 20;
    insert into invites (workspace_id, email, role, status, created_at, last_sent_at, expires_at)
      select '${LARGE_WORKSPACE}', 'convite' || g || '@grande.test', 'member', (array['PENDING','EXPIRED','COMPLETED','REFUSED'])[1 + g % 4],
             now() - g * interval '1 minute', now(), now() + (g % 3 - 1) * interval '1 day'
      from generate_series(1, ${rows}) g;
  `);
  await pool.query('vacuum analyze users, workspace_members, invites, list_counts');
}

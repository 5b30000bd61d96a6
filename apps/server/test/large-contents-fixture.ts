import type pg from 'pg';

/** The company with 5,000 contents, the open portal with 20,000, a member of the company and a stranger to it. */
export const BIG_SCHOOL = '00000000-0000-4000-8000-00000000c001';
const OPEN_PORTAL = '00000000-0000-4000-8000-00000000c002';
export const CONTENTS_READER = '00000000-0000-4000-8000-00000000c0aa';
export const CONTENTS_STRANGER = '00000000-0000-4000-8000-00000000c0bb';

/**
 * A realistic spread of contents, pathways and interactions, filled with generate_series in a few statements
 * (PostgreSQL writes it all, in seconds): 200 workspaces and 1,000 authors share `rows` contents and `rows / 5`
 * pathways, a minute apart; BIG_SCHOOL has 5,000 contents, OPEN_PORTAL 20,000; 1,000 people follow 100 of the newest
 * public contents each (and favourite about half of them), the reader 300 of the portal's. The members have accepted
 * the terms. The contents' and pathways' secondary indexes are built once after the rows are in (their definitions
 * read from the catalogue, so they are the migrations' own), as a bulk load does: inserting 200,000 rows into the
 * full-text and trigram indexes one by one is most of a minute. Ends with VACUUM ANALYZE, as autovacuum would.
 */
export async function fillLargeContents(pool: pg.Pool, rows: number): Promise<void> {
  const { rows: indexes } = await pool.query<{ name: string; definition: string }>(`
    select i.relname as name, pg_get_indexdef(i.oid) as definition
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
    where t.relname in ('contents', 'lists') and t.relnamespace = 'public'::regnamespace
      and not exists (select 1 from pg_constraint c where c.conindid = i.oid)`);
  const client = await pool.connect();
  try {
    // room to sort the full-text and trigram entries in memory while the indexes are built
    await client.query("set maintenance_work_mem = '256MB'");
    await client.query(`
      ${indexes.map((index) => `drop index "${index.name}";`).join('\n')}
      insert into workspaces (id, name, type, subdomain, is_completed, created_at) values
        ('${BIG_SCHOOL}', 'Escola Grande', 'business', 'escola-grande', true, now()),
        ('${OPEN_PORTAL}', 'Portal Aberto', 'aggregator', 'portal-aberto', true, now());
      insert into workspaces (name, type, subdomain, is_completed, created_at)
        select 'Empresa ' || g, 'business', 'empresa-plano-' || g, true, now() from generate_series(1, 198) g;
      insert into users (id, email, name, last_name, password_hash, created_at) values
        ('${CONTENTS_READER}', 'leitora@grande.test', 'Leitora', 'Grande', 'x', now()),
        ('${CONTENTS_STRANGER}', 'estranho@grande.test', 'Estranho', 'Fora', 'x', now());
      insert into users (email, name, last_name, password_hash, created_at)
        select 'autor' || g || '@grande.test', 'Autor', 'N' || g, 'x', now() from generate_series(1, 1000) g;
      insert into workspace_members (workspace_id, user_id, role, tos_accepted_at, joined_at)
        values ('${BIG_SCHOOL}', '${CONTENTS_READER}', 'member', now(), now());
      insert into workspace_members (workspace_id, user_id, role, tos_accepted_at, joined_at)
        select w.id, u.id, 'member', now(), now()
        from (select id, row_number() over (order by id) n from workspaces where subdomain like 'empresa-plano-%') w
        join (select id, row_number() over (order by id) n from users where email like 'autor%') u on u.n % 198 = w.n % 198;
      create temporary table spread as
        select g, case when g <= 5000 then '${BIG_SCHOOL}'::uuid when g <= 25000 then '${OPEN_PORTAL}'::uuid else w.id end as ws,
          case when g % 400 = 0 then '${CONTENTS_READER}'::uuid else a.id end as author
        from generate_series(1, ${rows}) g
        join workspaces w on w.subdomain = 'empresa-plano-' || (1 + g % 198)
        join users a on a.email = 'autor' || (1 + g % 1000) || '@grande.test';
      insert into contents (workspace_id, author_id, type, level, title, description, language, is_private, is_public,
          publish_to_profile, search_text, created_at, updated_at)
        select ws, author, (array['video','article','course','podcast'])[1 + g % 4],
          (array['interest','basic','intermediate','advanced'])[1 + (g / 4) % 4], 'Conteúdo ' || g, 'Descrição ' || md5(g::text), 'pt-BR',
          g % 10 = 0, g % 3 = 0, g % 2 = 0,
          'conteudo ' || g || ' ' || (array['programacao','dados','lideranca','vendas'])[1 + g % 4] || ' ' || md5(g::text),
          now() - g * interval '1 minute', now()
        from spread;
      insert into lists (workspace_id, author_id, title, is_private, search_text, created_at, updated_at)
        select ws, author, 'Trilha ' || g, g % 10 = 0, 'trilha ' || g || ' ' || md5(g::text), now() - g * interval '1 minute', now()
        from spread where g % 5 = 0;
      ${indexes.map((index) => `${index.definition};`).join('\n')}
      -- the 10,100 newest public contents, numbered once: author n follows the 100 from number (n * 37) % 10000 + 1
      create temporary table newest_public as
        select id, created_at, row_number() over (order by created_at desc) as r
        from contents where is_public order by created_at desc limit 10100;
      insert into content_interactions (user_id, content_id, state, updated_at)
        select u.id, c.id, (array['access','in_progress','conclusion'])[1 + (abs(hashtext(c.id::text)) % 3)], c.created_at
        from (select id, row_number() over (order by id) n from users where email like 'autor%') u
        cross join generate_series(1, 100) k
        join newest_public c on c.r = (u.n * 37) % 10000 + k;
      insert into content_interactions (user_id, content_id, state, updated_at)
        select '${CONTENTS_READER}', id, (array['access','in_progress','conclusion'])[1 + (abs(hashtext(id::text)) % 3)], created_at
        from contents where workspace_id = '${OPEN_PORTAL}' order by created_at desc limit 300;
      insert into content_favorites (user_id, content_id, created_at)
        select user_id, content_id, updated_at from content_interactions where abs(hashtext(content_id::text)) % 2 = 0;
      drop table spread, newest_public;
    `);
    await client.query('reset maintenance_work_mem');
  } finally {
    client.release();
  }
  await pool.query('vacuum analyze contents, lists, content_interactions, content_favorites, workspace_members, users, workspaces');
}

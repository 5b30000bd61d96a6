import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { expectIndexedOnly as expectIndexedOnlyIn, mostRowsRead } from '../../../test/query-plans.ts';
import { recordQueries, type SentQuery } from '../../../test/record-queries.ts';
import { searchSettings } from '../../platform/db/search-transaction.ts';
import { SEARCH_CANDIDATES, SEARCH_COUNT_CAP } from '../../platform/db/text-search.ts';
import { listContentsBy, listMyContentsPage } from './contents.data.ts';
import { searchDiscovery } from './discovery.data.ts';
import { listListsPage } from './lists.data.ts';

// Contents, pathways and discovery over a large, realistically spread fixture (200,000 contents, 40,000 pathways,
// 100,000 interactions): a sequential scan of a large table fails. Plans, not timings.
const ROWS = 100_000;
const BIG = '00000000-0000-4000-8000-00000000c001';
const OPEN = '00000000-0000-4000-8000-00000000c002';
const READER = '00000000-0000-4000-8000-00000000c0aa';
const STRANGER = '00000000-0000-4000-8000-00000000c0bb';

let t: TestApp;
let pool: pg.Pool;

beforeAll(async () => {
  t = await createTestApp();
  pool = t.db.$client;
  // realistic spread: 200 workspaces and 1,000 authors share 200,000 contents and 40,000 pathways; one company
  // has 5,000 contents, an open portal 20,000; 1,000 people follow and favourite 100 contents each, the reader 300
  await pool.query(`
    insert into workspaces (id, name, type, subdomain, is_completed, created_at) values
      ('${BIG}', 'Escola Grande', 'business', 'escola-grande', true, now()),
      ('${OPEN}', 'Portal Aberto', 'aggregator', 'portal-aberto', true, now());
    insert into workspaces (name, type, subdomain, is_completed, created_at)
      select 'Empresa ' || g, 'business', 'empresa-plano-' || g, true, now() from generate_series(1, 198) g;
    insert into users (id, email, name, last_name, password_hash, created_at) values
      ('${READER}', 'leitora@grande.test', 'Leitora', 'Grande', 'x', now()),
      ('${STRANGER}', 'estranho@grande.test', 'Estranho', 'Fora', 'x', now());
    insert into users (email, name, last_name, password_hash, created_at)
      select 'autor' || g || '@grande.test', 'Autor', 'N' || g, 'x', now() from generate_series(1, 1000) g;
    insert into workspace_members (workspace_id, user_id, role, tos_accepted_at, joined_at) values ('${BIG}', '${READER}', 'member', now(), now());
    insert into workspace_members (workspace_id, user_id, role, tos_accepted_at, joined_at)
      select w.id, u.id, 'member', now(), now() from (select id, row_number() over (order by id) n from workspaces where subdomain like 'empresa-plano-%') w
      join (select id, row_number() over (order by id) n from users where email like 'autor%') u on u.n % 198 = w.n % 198;
    create temporary table spread as
      select g, case when g <= 5000 then '${BIG}'::uuid when g <= 25000 then '${OPEN}'::uuid
        else (select id from workspaces where subdomain = 'empresa-plano-' || (1 + g % 198)) end as ws,
        case when g % 400 = 0 then '${READER}'::uuid else (select id from users where email = 'autor' || (1 + g % 1000) || '@grande.test') end as author
      from generate_series(1, ${ROWS} * 2) g;
    insert into contents (workspace_id, author_id, type, level, title, description, language, is_private, is_public, publish_to_profile, search_text, created_at, updated_at)
      select ws, author, (array['video','article','course','podcast'])[1 + g % 4], (array['interest','basic','intermediate','advanced'])[1 + (g / 4) % 4], 'Conteúdo ' || g, 'Descrição ' || md5(g::text), 'pt-BR',
             g % 10 = 0, g % 3 = 0, g % 2 = 0, 'conteudo ' || g || ' ' || (array['programacao','dados','lideranca','vendas'])[1 + g % 4] || ' ' || md5(g::text),
             now() - g * interval '1 minute', now()
      from spread;
    insert into lists (workspace_id, author_id, title, is_private, search_text, created_at, updated_at)
      select ws, author, 'Trilha ' || g, g % 10 = 0, 'trilha ' || g || ' ' || md5(g::text), now() - g * interval '1 minute', now()
      from spread where g % 5 = 0;
    insert into content_interactions (user_id, content_id, state, updated_at)
      select u.id, c.id, (array['access','in_progress','conclusion'])[1 + (abs(hashtext(c.id::text)) % 3)], c.created_at
      from (select id, row_number() over (order by id) n from users where email like 'autor%') u
      join lateral (select id, created_at from contents where is_public order by created_at desc offset (u.n * 37) % 10000 limit 100) c on true;
    insert into content_interactions (user_id, content_id, state, updated_at)
      select '${READER}', id, (array['access','in_progress','conclusion'])[1 + (abs(hashtext(id::text)) % 3)], created_at
      from contents where workspace_id = '${OPEN}' order by created_at desc limit 300;
    insert into content_favorites (user_id, content_id, created_at)
      select user_id, content_id, updated_at from content_interactions where abs(hashtext(content_id::text)) % 2 = 0;
  `);
  await pool.query('vacuum analyze contents, lists, content_interactions, content_favorites, workspace_members, users, workspaces');
}, 180_000);
afterAll(() => t?.close());

const expectIndexedOnly = (work: () => Promise<unknown>, exempt?: (query: SentQuery) => boolean) => expectIndexedOnlyIn(pool, work, exempt);
// discovery's statements run in a search transaction: plans under its settings
const SEARCH = searchSettings(2000);

const search = (viewerId: string, text: string, extra: Partial<Parameters<typeof searchDiscovery>[3]> = {}) => ({
  viewerId,
  language: 'pt-BR' as const,
  limit: 12,
  offset: 0,
  text,
  categories: ['content', 'list'],
  types: [],
  levels: [],
  languages: [],
  units: [],
  skills: [],
  workspaceId: null,
  ...extra,
});

describe('contents lists at 100,000 rows', () => {
  it('the fixture is large', async () => {
    const page = await listContentsBy(t.db, 'workspace', {
      viewerId: READER,
      language: 'pt-BR',
      ownerId: BIG,
      type: 'all',
      order: 'DESC',
      page: 1,
      limit: 6,
    });
    expect(page.total).toBe(5000);
    const { rows } = await pool.query('select count(*)::int as n from contents');
    expect(rows[0].n).toBe(ROWS * 2);
  });

  for (const page of [1, 400]) {
    it(`a workspace's contents, page ${page}`, () =>
      expectIndexedOnly(() =>
        listContentsBy(t.db, 'workspace', {
          viewerId: STRANGER,
          language: 'pt-BR',
          ownerId: BIG,
          type: 'all',
          order: 'DESC',
          page,
          limit: 6,
        }),
      ));
    it(`a workspace's pathways, page ${page}`, () =>
      expectIndexedOnly(() =>
        listListsPage(t.db, 'workspace', { viewerId: READER, language: 'pt-BR', ownerId: BIG, word: 'all', order: 'DESC', page, limit: 6 }),
      ));
  }
  for (const filter of ['published', 'enrolled', 'favorites', 'in-progress', 'finished'] as const) {
    it(`my contents, ${filter}`, () =>
      expectIndexedOnly(() =>
        listMyContentsPage(t.db, { viewerId: READER, language: 'pt-BR', filter, order: 'DESC', workspaceId: null, page: 2, limit: 6 }),
      ));
  }
  for (const [source, word] of [
    ['owned', 'owner,administrator'],
    ['mine', 'all'],
    ['mine', 'favorites'],
    ['mine', 'finished'],
    ['author', 'all'],
  ] as const) {
    it(`pathways, ${source} ${word}`, () =>
      expectIndexedOnly(() =>
        listListsPage(t.db, source, {
          viewerId: READER,
          language: 'pt-BR',
          ownerId: source === 'author' ? READER : null,
          word,
          order: 'DESC',
          page: 1,
          limit: 6,
        }),
      ));
  }
  it("an author's profile contents", () =>
    expectIndexedOnly(() =>
      listContentsBy(t.db, 'author', {
        viewerId: STRANGER,
        language: 'pt-BR',
        ownerId: READER,
        type: 'all',
        order: 'DESC',
        page: 1,
        limit: 6,
      }),
    ));

  for (const [name, viewer, text] of [
    ['a search by a member', READER, 'programacao'],
    ['a search by a stranger', STRANGER, 'lideranca'],
    ['a search with a typo', STRANGER, 'programacap'],
    ['discovery without text', STRANGER, ''],
    ['discovery without text, member', READER, ''],
  ] as const) {
    // browsing by type and level without text: the page walks the date indexes; its capped total may read the open
    // contents (no index serves every combination of filters), so only the page is held to the rule
    it(`discovery: ${name}, videos of a level`, () =>
      expectIndexedOnlyIn(
        pool,
        () => searchDiscovery(t.db, 'recent', 'DESC', search(viewer, text, { types: ['video'], levels: ['basic'] })),
        (query) => text === '' && query.text.includes('select count(*)'),
        SEARCH,
      ));
    it(`discovery: ${name}`, () =>
      expectIndexedOnlyIn(pool, () => searchDiscovery(t.db, 'relevance', 'DESC', search(viewer, text)), undefined, SEARCH));
  }

  it('discovery: a broad word ranks a bounded set of candidates', async () => {
    // 'programacao' is in a quarter of the 200,000 contents: before, the page read and ranked every one the stranger may see
    const [count, page] = await recordQueries(pool, () => searchDiscovery(t.db, 'relevance', 'DESC', search(STRANGER, 'programacao')));
    expect(await mostRowsRead(pool, page!, SEARCH)).toBeLessThanOrEqual(2 * SEARCH_CANDIDATES);
    expect(await mostRowsRead(pool, count!, SEARCH)).toBeLessThanOrEqual(2 * SEARCH_COUNT_CAP);
  });
});

import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { CATALOGUE_READER, fillLargePositions, LARGE_COMPANY } from '../../../test/large-catalogue-fixture.ts';
import {
  expectIndexBound,
  expectIndexedOnly,
  indexesRead,
  mostRowsRead,
  sequentialScans,
  tableRowsRead,
  unboundedSorts,
} from '../../../test/query-plans.ts';
import { recordQueries } from '../../../test/record-queries.ts';
import { searchSettings } from '../../platform/db/search-transaction.ts';
import {
  BROAD_WALK,
  SEARCH_CANDIDATES,
  SEARCH_COUNT_CAP,
  SELECTIVE_TERMS,
  selectiveText,
  tsqueryOf,
} from '../../platform/db/text-search.ts';
import { claimWaitingFavorites, listFavorites } from './favorites.data.ts';
import { findCandidate } from './match.data.ts';
import {
  companyPositionIds,
  findPositionDetails,
  findPositionItems,
  findPositionItemsToMatch,
  type PositionSearch,
  relatedPositionIds,
  searchPositionIds,
} from './positions.data.ts';
import { type WorklistFilter, worklistFacets, worklistFacts, worklistPage } from './worklist.data.ts';

// The job search and the positions' lists over 100,000 positions of 200 companies (the bench fills 200,000): a
// sequential scan of a large table fails. Plans, not timings.
const ROWS = 100_000;
// search statements run in a search transaction: plans under its settings
const SEARCH = searchSettings(2000);

let t: TestApp;
let pool: pg.Pool;
beforeAll(async () => {
  t = await createTestApp();
  pool = t.db.$client;
  await fillLargePositions(pool, ROWS);
}, 120_000);
afterAll(() => t.close());

const base: PositionSearch = {
  text: '',
  salary: 0,
  allowUnspecified: true,
  categories: [],
  cities: [],
  states: [],
  contractTypes: [],
  remote: false,
  onsite: false,
  pcdOnly: false,
  portalId: null,
  since: null,
  near: { cities: [], states: [] },
  sort: 'relevance',
  limit: 15,
  offset: 0,
};

describe('position pages at scale use indexes only', () => {
  const searches: [string, Partial<PositionSearch>][] = [
    ['no filter', {}],
    ['a far page', { offset: 15 * 300 }],
    ['the defaults (salary 0, unspecified not allowed)', { allowUnspecified: false }],
    ['a category', { categories: [3] }],
    ['a state', { states: ['PE'] }],
    ['three filters: category, state and minimum salary', { categories: [5], states: ['SP'], salary: 5000, allowUnspecified: false }],
    ['remote, PcD only', { remote: true, pcdOnly: true }],
    ['a text', { text: 'soldador' }],
    ['a text with a typo', { text: 'enfermagme' }],
    ['newest first', { sort: 'date' }],
    ['highest salary first', { sort: 'salary' }],
    ['highest salary first, a far page', { sort: 'salary', offset: 15 * 300 }],
    ['highest salary first, the defaults (unspecified not allowed)', { sort: 'salary', allowUnspecified: false, salary: 3000 }],
    ['a text, newest first', { text: 'soldador', sort: 'date' }],
    ['a text, highest salary first', { text: 'analista', sort: 'salary' }],
    ['a broad text, highest salary first', { text: 'vaga', sort: 'salary' }],
    ['published in the last week', { since: new Date(Date.now() - 7 * 24 * 60 * 60 * 1000) }],
    ['on-site only', { onsite: true }],
    ['around a city, newest first', { near: { cities: [3550308, 3518800, 3534401], states: ['SP'] }, sort: 'date' }],
    ['around a city with a text', { near: { cities: [3550308, 3518800, 3534401], states: ['SP'] }, text: 'analista' }],
    [
      'a text with three filters',
      { text: 'analista', states: ['SP', 'RJ'], contractTypes: ['FULL_TIME', 'CONTRACTOR', 'INTERN', 'OTHER'], salary: 2000 },
    ],
  ];
  for (const [name, filter] of searches) {
    it(`search: ${name}`, async () => {
      const search = { ...base, ...filter };
      // without a text, the capped total may read the open positions in any order (no index serves every combination
      // of filters, and the cap bounds it): only the page is held to the rule, as in discovery and the courses
      // and no statement sorts more than a broad text's walk (BROAD_WALK of the newest filtered rows, when the filters
      // keep fewer) or a page's candidates: a rarer text's are the first SEARCH_CANDIDATES the full-text index yields,
      // a list without one walks an index in its order
      await expectIndexBound(
        pool,
        async () => {
          const found = await searchPositionIds(t.db, search);
          expect(found.total).toBeGreaterThan(0);
          await findPositionItems(t.db, CATALOGUE_READER, found.ids);
        },
        { settings: SEARCH, sortBound: BROAD_WALK, exempt: (query) => search.text === '' && query.text.includes('select count(*)') },
      );
    });
  }

  // a category and a state together (about 1,100 of 100,000 here, 3,000 of the bench's 1,000,000) were once read
  // from the table through one of the two and counted there; the category-and-state index serves both, and their
  // count too: held to the rule above with no exemption, with a text or without
  const categoryAndState: [string, Partial<PositionSearch>][] = [
    ['a category and a state', { categories: [5], states: ['PE'] }],
    ['a category and a state, a far page', { categories: [5], states: ['PE'], offset: 15 * 40 }],
    ['a category and a state with a text', { categories: [5], states: ['PE'], text: 'analista' }],
    ['a category and a state with a rare text', { categories: [5], states: ['PE'], text: 'camareira' }],
  ];
  for (const [name, filter] of categoryAndState) {
    it(`search: ${name}, its count included`, async () => {
      const search = { ...base, ...filter };
      await expectIndexBound(
        pool,
        async () => {
          const found = await searchPositionIds(t.db, search);
          expect(found.total).toBeGreaterThan(0);
          await findPositionItems(t.db, CATALOGUE_READER, found.ids);
        },
        { settings: SEARCH, sortBound: BROAD_WALK },
      );
    });
  }

  it('a category and a state without a text: the count reads no row from the table, the page only its own', async () => {
    for (const offset of [0, 15 * 40]) {
      const search = { ...base, categories: [5], states: ['PE'], offset };
      const sent = (await recordQueries(pool, () => searchPositionIds(t.db, search))).filter((query) => !query.text.startsWith('explain'));
      const count = sent.find((query) => query.text.includes('select count(*)'));
      const page = sent.find((query) => query.text.includes('order by p.published_at desc'));
      expect(await tableRowsRead(pool, count!, 'positions', SEARCH), `count at offset ${offset}`).toBe(0);
      expect(await tableRowsRead(pool, page!, 'positions', SEARCH), `page at offset ${offset}`).toBeLessThanOrEqual(offset + base.limit);
    }
  });

  it("a page with the reader's match: its rows and what each asks, in one statement read by key", async () => {
    const { ids } = await searchPositionIds(t.db, { ...base, categories: [7] });
    expect(ids).toHaveLength(base.limit);
    // each row of the page asks two skills (the fixture has none)
    await pool.query(
      `insert into position_skills (position_id, skill_id, level)
       select p.id, s.id, 'basic' from unnest($1::uuid[]) p(id) cross join (select id from skills order by code limit 2) s`,
      [ids],
    );
    const sent = await recordQueries(pool, async () => {
      const [rows] = await Promise.all([findPositionItemsToMatch(t.db, CATALOGUE_READER, ids), findCandidate(t.db, CATALOGUE_READER)]);
      expect(rows.map((row) => row.id)).toEqual(ids);
      expect(rows.every((row) => row.skills.length === 2)).toBe(true);
    });
    expect(sent.map((query) => query.name)).toEqual(['positions.items.match', 'match.candidate']);
    const [plain] = await recordQueries(pool, () => findPositionItems(t.db, CATALOGUE_READER, ids));
    for (const query of sent) {
      expect(await sequentialScans(pool, query, SEARCH), query.text).toEqual([]);
      expect(await tableRowsRead(pool, query, 'positions', SEARCH)).toBeLessThanOrEqual(base.limit);
    }
    // the requirements add the page's own skills to what the page's rows read (the reader's saved ones: 300)
    expect(await mostRowsRead(pool, sent[0]!, SEARCH)).toBeLessThanOrEqual(
      Math.max(await mostRowsRead(pool, plain!, SEARCH), 2 * base.limit),
    );
  });

  it('a broad word walks a bounded set of the newest rows, and a long text reads as little', async () => {
    // 'vaga' is in every position's text: 85,000 open ones. Before, the page read and ranked every one of them (word
    // similarity over each text) and the OR with the trigram index read them twice; then the full-text index's bitmap
    // held them all. Now its candidates are the newest matches, walking the date index: at most BROAD_WALK rows
    // tested, and no count (the planner's estimate is past the cap)
    const broad = await recordQueries(pool, () => searchPositionIds(t.db, { ...base, text: 'vaga' }));
    expect(broad.some((query) => query.text.includes('select count(*)::int as total'))).toBe(false);
    const walk = broad.find((query) => query.text.includes('ts_match_vq'));
    expect(await mostRowsRead(pool, walk!, SEARCH)).toBeLessThanOrEqual(BROAD_WALK);
    expect(await indexesRead(pool, walk!, SEARCH)).not.toContain('positions_search_idx');
    // eight words find their candidates by the three rarest, through the full-text index
    const long = 'analista dados financeiro suporte qualidade marketing rh engenheiro';
    const sent = await recordQueries(pool, () => searchPositionIds(t.db, { ...base, text: long }));
    // below the cap, the page and its count are one statement: one read of the matches (at most the cap), the first
    // SEARCH_CANDIDATES of them ranked, and no second read of the index for the count
    const counted = sent.find((query) => query.text.includes('with matched as materialized'));
    expect(counted, 'the page with its count').toBeDefined();
    const separateCount = 'select count(*)::int as total from (select 1 from positions p where p.search_vector';
    expect(sent.some((query) => query.text.startsWith(separateCount))).toBe(false);
    expect(await mostRowsRead(pool, counted!, SEARCH)).toBeLessThanOrEqual(SEARCH_COUNT_CAP);
    expect(await unboundedSorts(pool, counted!, SEARCH_CANDIDATES, SEARCH)).toEqual([]);
  });

  it('a typo corrects its words over search_words, then searches the full-text index', async () => {
    // 'enfermagme' matches nothing: before, its typo statement matched word similarity over every text sharing a
    // trigram with it (111 ms at 1,000,000 positions). Now the word is corrected over search_words' trigram index (the
    // positions' words, not their texts) and 'enfermagem' is searched as any text is, its candidates bounded
    const sent = await recordQueries(pool, () => searchPositionIds(t.db, { ...base, text: 'enfermagme' }));
    const correction = sent.find((query) => query.text.includes('search_words'));
    expect(await indexesRead(pool, correction!, SEARCH)).toContain('search_words_trgm_idx');
    expect(sent.some((query) => query.text.includes('<%'))).toBe(false);
    const pages = sent.filter((query) => query.text.includes('ts_rank'));
    expect(pages.at(-1)?.values[0]).toBe('enfermagem');
    for (const page of pages) expect(await mostRowsRead(pool, page, SEARCH)).toBeLessThanOrEqual(SEARCH_CANDIDATES);
  });

  it('the checks fail the search of before: every match ranked, and the plain ILIKE', async () => {
    // the slow search of before: the matches of a broad word ordered by rank, all of them, and the ILIKE twin's scan
    const ranked = {
      text: `select p.id from positions p where p.status = 'active' and p.search_vector @@ ${tsqueryOf('$1')}
        order by ts_rank(p.search_vector, ${tsqueryOf('$1')}) desc, p.published_at desc limit 15`,
      values: ['analista'],
    };
    expect(await unboundedSorts(pool, ranked, SEARCH_CANDIDATES, SEARCH)).toHaveLength(1);
    const plain = { text: `select p.id from positions p where p.search_text ilike '%' || $1 || '%' limit 15`, values: ['paralegal'] };
    expect(await sequentialScans(pool, plain)).toEqual([expect.stringContaining('positions')]);
  });

  it('a total is exact below 10,000 matches and estimated past them; a long text finds by its three rarest words', async () => {
    // 'analista' opens about 10,200 positions: the count stops at the cap and the total is the planner's estimate
    const broad = await searchPositionIds(t.db, { ...base, text: 'analista' });
    expect(broad).toMatchObject({ totalEstimated: true });
    expect(broad.total).toBeGreaterThanOrEqual(SEARCH_COUNT_CAP);
    expect(broad.total).toBeLessThan(3 * SEARCH_COUNT_CAP);
    const rare = await searchPositionIds(t.db, { ...base, text: 'soldador', states: ['PE'] });
    const [{ exact }] = (
      await pool.query(
        `select count(*)::int as exact from positions where status = 'active' and not internal_only and state_code = 'PE'
         and search_text like '%soldador%'`,
      )
    ).rows as [{ exact: number }];
    expect(rare).toMatchObject({ total: exact, totalEstimated: false });
    // without a text, all open positions (about 85,000) are estimated too
    expect(await searchPositionIds(t.db, base)).toMatchObject({ totalEstimated: true });

    // eight words: the three the table holds least often find the candidates (their counts are the ground truth)
    const words = 'vaga analista de dados campinas soldador porteiro pedagoga';
    const kept = (await selectiveText(t.db, 'positions', words)).split(' ');
    expect(kept).toHaveLength(SELECTIVE_TERMS);
    const rows = async (word: string) =>
      (await pool.query<{ n: number }>(`select count(*)::int as n from positions where search_vector @@ to_tsquery('simple', $1)`, [word]))
        .rows[0]!.n;
    const counts = new Map(await Promise.all(words.split(' ').map(async (word) => [word, await rows(word)] as const)));
    const dropped = words.split(' ').filter((word) => !kept.includes(word));
    expect(Math.max(...kept.map((word) => counts.get(word)!))).toBeLessThanOrEqual(Math.min(...dropped.map((word) => counts.get(word)!)));
    // a text with the search syntax is searched as written
    expect(await selectiveText(t.db, 'positions', '"analista de dados" -campinas soldador porteiro')).toBe(
      '"analista de dados" -campinas soldador porteiro',
    );
  });

  it("the recruiters' worklist: every status and sort, searched by title or code, filtered, with its counts and facets", async () => {
    const worklist: WorklistFilter = {
      workspaceId: LARGE_COMPANY,
      status: 'active',
      seesAll: true,
      userId: CATALOGUE_READER,
      text: '',
      departmentId: null,
      cityId: null,
      recruiterId: null,
      sort: 'recent',
      limit: 20,
      offset: 40,
    };
    await expectIndexedOnly(pool, async () => {
      for (const status of ['active', 'draft', 'paused', 'archived']) {
        for (const sort of ['recent', 'published', 'title'] as const) {
          expect((await worklistPage(t.db, { ...worklist, status, sort })).ids).toHaveLength(20);
        }
      }
      const { ids } = await worklistPage(t.db, { ...worklist, text: 'analista', offset: 0 });
      expect(ids.length).toBeGreaterThan(0);
      await worklistPage(t.db, { ...worklist, text: 'x-1', cityId: 3550308, recruiterId: CATALOGUE_READER, seesAll: false });
      await worklistFacts(t.db, ids, '2026-11-26');
      await worklistFacets(t.db, { workspaceId: LARGE_COMPANY, status: 'active', seesAll: false, userId: CATALOGUE_READER });
    });
    // each sort reads an index in its order (no sort of the company's positions); open positions by publication
    // have the candidates' company index too
    const served = {
      recent: ['positions_workspace_status_idx'],
      published: ['positions_workspace_status_published_idx', 'positions_open_company_idx'],
      title: ['positions_workspace_status_title_idx'],
    } as const;
    for (const status of ['active', 'paused']) {
      for (const [sort, indexes] of Object.entries(served) as [keyof typeof served, readonly string[]][]) {
        const [page] = await recordQueries(pool, () => worklistPage(t.db, { ...worklist, status, sort }));
        const read = await indexesRead(pool, page!);
        expect(
          read.some((name) => indexes.includes(name)),
          `${status} by ${sort}: ${read.join(', ')}`,
        ).toBe(true);
      }
    }
  });

  it("details, related, a company's page, the recruiter's lists, favourites and the apply-when-ready job", async () => {
    await expectIndexedOnly(pool, async () => {
      const { ids } = await searchPositionIds(t.db, { ...base, categories: [7] });
      const details = await findPositionDetails(t.db, CATALOGUE_READER, 'pt-BR', ids[0] ?? '');
      expect(await relatedPositionIds(t.db, details?.id ?? '', details?.categoryId ?? 0, details?.stateCode ?? null)).toHaveLength(6);
      expect((await companyPositionIds(t.db, LARGE_COMPANY, 15, 15 * 200)).ids).toHaveLength(15);
      expect(await listFavorites(t.db, CATALOGUE_READER, null)).toHaveLength(300);
      const now = new Date();
      expect((await claimWaitingFavorites(t.db, now, now, 50)).length).toBeGreaterThan(0);
    });
  });
});

import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { CATALOGUE_READER, fillLargePositions, LARGE_COMPANY } from '../../../test/large-catalogue-fixture.ts';
import { expectIndexedOnly, indexesRead, mostRowsRead } from '../../../test/query-plans.ts';
import { recordQueries } from '../../../test/record-queries.ts';
import { searchSettings } from '../../platform/db/search-transaction.ts';
import { SEARCH_CANDIDATES, SEARCH_COUNT_CAP } from '../../platform/db/text-search.ts';
import { claimWaitingFavorites, listFavorites } from './favorites.data.ts';
import {
  companyPositionIds,
  findPositionDetails,
  findPositionItems,
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
  pcdOnly: false,
  portalId: null,
  limit: 15,
  offset: 0,
};

describe('position pages at scale use indexes only', () => {
  const searches: [string, Partial<PositionSearch>][] = [
    ['no filter', {}],
    ['a far page', { offset: 15 * 300 }],
    ['the spec defaults (salary 0, unspecified not allowed)', { allowUnspecified: false }],
    ['a category', { categories: [3] }],
    ['a state', { states: ['PE'] }],
    ['three filters: category, state and minimum salary', { categories: [5], states: ['SP'], salary: 5000, allowUnspecified: false }],
    ['remote, PcD only', { remote: true, pcdOnly: true }],
    ['a text', { text: 'soldador' }],
    ['a text with a typo', { text: 'enfermagme' }],
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
      await expectIndexedOnly(
        pool,
        async () => {
          const found = await searchPositionIds(t.db, search);
          expect(found.total).toBeGreaterThan(0);
          await findPositionItems(t.db, CATALOGUE_READER, found.ids);
        },
        (query) => search.text === '' && query.text.includes('select count(*)'),
        SEARCH,
      );
    });
  }

  it('a broad word ranks a bounded set of candidates, and a long text reads as little', async () => {
    // 'analista' is in 6 of the 50 titles: about 10,000 open positions. Before, the page read and ranked every one
    // of them (word similarity over each text) and the OR with the trigram index read them twice.
    for (const text of ['analista', 'analista dados financeiro suporte qualidade marketing rh engenheiro']) {
      const sent = await recordQueries(pool, () => searchPositionIds(t.db, { ...base, text }));
      const [count, page] = sent;
      expect(await mostRowsRead(pool, page!, SEARCH)).toBeLessThanOrEqual(SEARCH_CANDIDATES);
      expect(await mostRowsRead(pool, count!, SEARCH)).toBeLessThanOrEqual(SEARCH_COUNT_CAP);
    }
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

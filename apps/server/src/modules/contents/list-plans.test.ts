import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  BIG_SCHOOL as BIG,
  fillLargeContents,
  CONTENTS_READER as READER,
  CONTENTS_STRANGER as STRANGER,
} from '../../../test/large-contents-fixture.ts';
import { expectIndexBound, expectIndexedOnly as expectIndexedOnlyIn, mostRowsRead } from '../../../test/query-plans.ts';
import { recordQueries, type SentQuery } from '../../../test/record-queries.ts';
import { searchSettings } from '../../platform/db/search-transaction.ts';
import { SEARCH_CANDIDATES, SEARCH_COUNT_CAP } from '../../platform/db/text-search.ts';
import { listContentsBy, listMyContentsPage } from './contents.data.ts';
import { searchDiscovery } from './discovery.data.ts';
import { listListsPage } from './lists.data.ts';

// Contents, pathways and discovery over a large, realistically spread fixture (200,000 contents, 40,000 pathways,
// 100,000 interactions): a sequential scan of a large table fails. Plans, not timings.
const ROWS = 100_000;

let t: TestApp;
let pool: pg.Pool;

beforeAll(async () => {
  t = await createTestApp();
  pool = t.db.$client;
  // built with generate_series in a few seconds; the margin is for a loaded machine
  await fillLargeContents(pool, ROWS * 2);
}, 120_000);
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
    // and no statement sorts more than the candidates of both kinds (text-search.ts) or a page of each branch
    it(`discovery: ${name}, videos of a level`, () =>
      expectIndexBound(pool, () => searchDiscovery(t.db, 'recent', 'DESC', search(viewer, text, { types: ['video'], levels: ['basic'] })), {
        settings: SEARCH,
        sortBound: 2 * SEARCH_CANDIDATES,
        exempt: (query) => text === '' && query.text.includes('select count(*)'),
      }));
    it(`discovery: ${name}`, () =>
      expectIndexBound(pool, () => searchDiscovery(t.db, 'relevance', 'DESC', search(viewer, text)), {
        settings: SEARCH,
        sortBound: 2 * SEARCH_CANDIDATES,
      }));
  }

  it('discovery: a broad word ranks a bounded set of candidates', async () => {
    // 'programacao' is in a quarter of the 200,000 contents: before, the page read and ranked every one the stranger may see
    const sent = await recordQueries(pool, () => searchDiscovery(t.db, 'relevance', 'DESC', search(STRANGER, 'programacao')));
    const page = sent.find((query) => query.text.includes('ts_rank'));
    expect(await mostRowsRead(pool, page!, SEARCH)).toBeLessThanOrEqual(2 * SEARCH_CANDIDATES);
    // the count, when the estimate does not spare it, stops at the cap
    const count = sent.find((query) => query.text.includes('select count(*)'));
    if (count) expect(await mostRowsRead(pool, count, SEARCH)).toBeLessThanOrEqual(2 * SEARCH_COUNT_CAP);
  });
});

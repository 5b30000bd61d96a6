import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  BIG_SCHOOL as BIG,
  fillLargeContents,
  CONTENTS_READER as READER,
  CONTENTS_STRANGER as STRANGER,
} from '../../../test/large-contents-fixture.ts';
import {
  expectIndexBound,
  expectIndexedOnly as expectIndexedOnlyIn,
  indexesRead,
  mostRowsRead,
  unboundedSorts,
} from '../../../test/query-plans.ts';
import { recordQueries, type SentQuery } from '../../../test/record-queries.ts';
import { searchSettings } from '../../platform/db/search-transaction.ts';
import { BROAD_WALK, SEARCH_CANDIDATES, SEARCH_COUNT_CAP } from '../../platform/db/text-search.ts';
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
}, 300_000);
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
    // and no statement sorts more than a broad text's walk (BROAD_WALK of a branch's newest rows: a member's workspace
    // of 5,000 contents is sorted by date rather than walked by its index), the candidates of both kinds
    // (text-search.ts) or a page of each branch
    it(`discovery: ${name}, videos of a level`, () =>
      expectIndexBound(pool, () => searchDiscovery(t.db, 'recent', 'DESC', search(viewer, text, { types: ['video'], levels: ['basic'] })), {
        settings: SEARCH,
        sortBound: BROAD_WALK,
        exempt: (query) => text === '' && query.text.includes('select count(*)'),
      }));
    it(`discovery: ${name}`, () =>
      expectIndexBound(pool, () => searchDiscovery(t.db, 'relevance', 'DESC', search(viewer, text)), {
        settings: SEARCH,
        sortBound: BROAD_WALK,
      }));
  }

  it('discovery: a broad word walks a bounded set of the newest items, and ranks no more than its candidates', async () => {
    // 'programacao' is in a quarter of the 200,000 contents: before, the page read and ranked every one the stranger may
    // see; then the full-text index's bitmap held every match (35,000 contents for "python" at 1,000,000: 300 ms). Now
    // its candidates are the newest matches, walking the date indexes: at most BROAD_WALK rows tested per branch, never
    // the full-text index, and no count (the planner's estimate is past the cap)
    const sent = await recordQueries(pool, () => searchDiscovery(t.db, 'relevance', 'DESC', search(STRANGER, 'programacao')));
    expect(sent.some((query) => query.text.includes('select count(*)'))).toBe(false);
    const walk = sent.find((query) => query.text.includes('ts_match_vq'));
    expect(walk, 'the broad walk').toBeDefined();
    expect(await mostRowsRead(pool, walk!, SEARCH)).toBeLessThanOrEqual(BROAD_WALK);
    expect(await indexesRead(pool, walk!, SEARCH)).not.toContain('contents_search_idx');
    expect(await unboundedSorts(pool, walk!, 2 * SEARCH_CANDIDATES, SEARCH)).toEqual([]);
    // a member's own workspace (5,000 contents, a tenth private) walks its newest rows by the workspace's date index too
    const member = await recordQueries(pool, () => searchDiscovery(t.db, 'relevance', 'DESC', search(READER, 'programacao')));
    const memberWalk = member.find((query) => query.text.includes('ts_match_vq'));
    expect(await mostRowsRead(pool, memberWalk!, SEARCH)).toBeLessThanOrEqual(BROAD_WALK);
    expect(await indexesRead(pool, memberWalk!, SEARCH)).not.toContain('contents_search_idx');
  });

  it('discovery: below the cap, the page and its count are one statement, one read of the matches', async () => {
    // 'programacao' in basic videos: a few thousand matches the stranger may see, counted exactly; before, the count
    // and the page each read them through the full-text index
    const filters = { types: ['video'], levels: ['basic'] };
    const sent = await recordQueries(pool, () => searchDiscovery(t.db, 'relevance', 'DESC', search(STRANGER, 'programacao', filters)));
    const counted = sent.find((query) => query.text.includes('with matched_contents as materialized'));
    expect(counted, 'the page with its count').toBeDefined();
    expect(sent.some((query) => query.text.includes('select count(*)::int as total from (select 1 from found'))).toBe(false);
    expect(await mostRowsRead(pool, counted!, SEARCH)).toBeLessThanOrEqual(2 * SEARCH_COUNT_CAP);
    expect(await unboundedSorts(pool, counted!, 2 * SEARCH_CANDIDATES, SEARCH)).toEqual([]);
  });

  it('discovery: a typo corrects its words over the words table, then searches the full-text index', async () => {
    // 'programacap' matches nothing: its correction ('programacao') is read from search_words' trigram index, never
    // from the contents' texts (a trigram match over them read every row sharing a trigram), and its page is bounded
    const sent = await recordQueries(pool, () => searchDiscovery(t.db, 'relevance', 'DESC', search(STRANGER, 'programacap')));
    const correction = sent.find((query) => query.text.includes('search_words'));
    expect(await indexesRead(pool, correction!, SEARCH)).toContain('search_words_trgm_idx');
    expect(sent.some((query) => query.text.includes('<%'))).toBe(false);
    const pages = sent.filter((query) => query.text.includes('ts_rank'));
    expect(pages.at(-1)?.values).toContain('programacao');
    for (const page of pages) expect(await mostRowsRead(pool, page, SEARCH)).toBeLessThanOrEqual(2 * SEARCH_CANDIDATES);
  });
});

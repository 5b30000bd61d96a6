import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { CATALOGUE_READER, fillLargeCourses } from '../../../test/large-catalogue-fixture.ts';
import { expectIndexBound, expectIndexedOnly, mostRowsRead } from '../../../test/query-plans.ts';
import { recordQueries } from '../../../test/record-queries.ts';
import { searchSettings } from '../../platform/db/search-transaction.ts';
import { SEARCH_CANDIDATES } from '../../platform/db/text-search.ts';
import {
  enrolledCourseIds,
  findCourseItems,
  relatedCourseIds,
  savedCourseIds,
  saveSegments,
  searchCourseIds,
  suggestedCourseIds,
} from './courses.data.ts';
import { COURSE_SEGMENTS } from './segments.ts';

// The catalogue's pages over a large, realistically spread fixture (100,000 courses of 40 providers in 12 segments;
// a reader who saved 500 and enrolled in 300): a sequential scan of a large table fails. Plans, not timings.
const ROWS = 100_000;
const READER = CATALOGUE_READER;
const INT_MAX = 2_147_483_647;
// search statements run in a search transaction: plans under its settings
const SEARCH = searchSettings(2000);

let t: TestApp;
let pool: pg.Pool;
let segmentId: string;
let providerId: string;

beforeAll(async () => {
  t = await createTestApp();
  pool = t.db.$client;
  await saveSegments(t.db, COURSE_SEGMENTS);
  await fillLargeCourses(pool, ROWS);
  const ids = await pool.query<{ segment: string; provider: string }>(
    `select (select id from course_segments where slug = 'dados') as segment, (select id from course_providers where slug = 'fornecedor-7') as provider`,
  );
  segmentId = ids.rows[0]?.segment ?? '';
  providerId = ids.rows[0]?.provider ?? '';
}, 120_000);
afterAll(() => t.close());

const base = {
  text: '',
  modalities: [] as string[],
  hours: [0, INT_MAX] as [number, number],
  cents: [0, INT_MAX] as [number, number],
  segmentId: null as string | null,
  providerId: null as string | null,
  limit: 12,
  offset: 0,
};

describe('course pages at scale use indexes only', () => {
  const searches: [string, Partial<typeof base>][] = [
    ['no filter', {}],
    ['a far page', { offset: 12 * 500 }],
    ['a segment', { segmentId: '' }],
    ['a provider, free, long-term', { providerId: '', cents: [0, 0], hours: [41, INT_MAX] }],
    ['on campus, paid', { modalities: ['oncampus'], cents: [1, INT_MAX] }],
    ['a name', { text: 'soldagem' }],
    ['a name with a typo', { text: 'programacai' }],
    ['a name in a segment, short-term', { text: 'lideranca', segmentId: '', hours: [0, 40] }],
  ];
  for (const [name, filter] of searches) {
    it(`search: ${name}`, async () => {
      const search = {
        ...base,
        ...filter,
        segmentId: filter.segmentId === '' ? segmentId : null,
        providerId: filter.providerId === '' ? providerId : null,
      };
      // without a name, the capped total may read the catalogue in any order (no index serves every combination of
      // filters, and the cap bounds it): only the page is held to the rule, as in discovery
      // and no statement sorts more than a page's candidates (text-search.ts) or walks past an index's order
      await expectIndexBound(
        pool,
        async () => {
          const found = await searchCourseIds(t.db, search);
          expect(found.total).toBeGreaterThan(0);
          await findCourseItems(t.db, READER, 'pt-BR', found.ids);
        },
        { settings: SEARCH, sortBound: SEARCH_CANDIDATES, exempt: (query) => search.text === '' && query.text.includes('select count(*)') },
      );
    });
  }

  it('a broad name ranks a bounded set of candidates', async () => {
    // 'curso' is in every course's text: before, the page ranked all 100,000
    const sent = await recordQueries(pool, () => searchCourseIds(t.db, { ...base, text: 'curso' }));
    const page = sent.find((query) => query.text.includes('ts_rank'));
    expect(await mostRowsRead(pool, page!, SEARCH)).toBeLessThanOrEqual(SEARCH_CANDIDATES);
    // every course holds it: the planner's estimate is past twice the cap, and nothing counts the matches
    expect(sent.some((query) => query.text.includes('select count(*)'))).toBe(false);
  });

  it('suggestions, related, saved and enrolled', async () => {
    await expectIndexedOnly(
      pool,
      async () => {
        expect((await suggestedCourseIds(t.db, ['dados', 'tecnologia'], 15, 0)).ids).toHaveLength(15);
        expect((await suggestedCourseIds(t.db, ['dados'], 15, 15 * 300)).ids).toHaveLength(15);
        expect((await suggestedCourseIds(t.db, [], 15, 0)).ids).toHaveLength(15);
        const [first] = (await searchCourseIds(t.db, { ...base, segmentId })).ids;
        expect(await relatedCourseIds(t.db, first ?? '', segmentId, 6)).toHaveLength(6);
        expect((await savedCourseIds(t.db, READER, null, 12, 0)).total).toBe(500);
        expect((await enrolledCourseIds(t.db, READER, 12, 24)).total).toBe(300);
      },
      // the suggestions' total is the catalogue's, capped
      (query) => query.text.includes('from courses limit'),
    );
  });
});

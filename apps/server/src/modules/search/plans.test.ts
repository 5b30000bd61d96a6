import { singleSearchQuery } from '@trilha/contract';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { growScaleContents, growScaleCourses, growScalePositions } from '../../../bench/scale-fixture.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser } from '../../../test/factories/index.ts';
import { expectIndexBound } from '../../../test/query-plans.ts';
import { findSession, type Session } from '../../platform/auth/session-lookup.ts';
import { searchSettings } from '../../platform/db/search-transaction.ts';
import { BROAD_WALK } from '../../platform/db/text-search.ts';
import { singleSearch } from './search.service.ts';

// The single search over positions, contents and pathways and courses of the scale bench (bench/scale-fixture.ts:
// pt-BR, en and es text with common and rare words), 15,000 of each: every statement it sends plans no sequential
// scan of a large table and sorts no more than its candidates. Plans, not timings; the bench times it at 1,000,000.
const ROWS = 15_000;
const SEARCH = searchSettings(2000);

let t: TestApp;
let pool: pg.Pool;
let session: Session;
beforeAll(async () => {
  t = await createTestApp();
  pool = t.db.$client;
  await growScalePositions(pool, 0, ROWS);
  await growScaleContents(pool, 0, ROWS);
  await growScaleCourses(pool, 0, ROWS);
  const reader = await createUser(t, { name: 'Leitora', email: 'leitora@escala.example' });
  session = (await findSession(t.deps, reader.token))!;
}, 120_000);
afterAll(() => t?.close());

describe('the single search at scale', () => {
  // [name, text, limit, whether it finds anything]: eight words from every field find their candidates by the three
  // rarest, which no row holds together
  for (const [name, text, limit, finds] of [
    ['a broad text of four words', 'analista dados python sql', 5, true],
    ['eight words, twenty of each', 'analista dados python sql excel vendas logistica marketing', 20, false],
    ['a rare word', 'paralegal', 5, true],
    ['a typo', 'enfermagme', 5, true],
  ] as const) {
    it(`${name}: index-bound, every statement`, async () => {
      // a broad text's walk sorts at most BROAD_WALK of the newest filtered rows; discovery's candidates are a union of
      // contents and pathways, up to twice a search's
      await expectIndexBound(
        pool,
        async () => {
          const found = await singleSearch(t.deps, session, 'pt-BR', singleSearchQuery.parse({ text, limit }));
          expect(found.positions.total + found.courses.total + found.contents.total > 0).toBe(finds);
        },
        { settings: SEARCH, sortBound: BROAD_WALK },
      );
    });
  }
});

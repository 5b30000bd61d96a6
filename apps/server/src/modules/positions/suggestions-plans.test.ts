import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { CATALOGUE_READER, fillLargePositions } from '../../../test/large-catalogue-fixture.ts';
import { mostRowsRead, sequentialScans } from '../../../test/query-plans.ts';
import { recordQueries } from '../../../test/record-queries.ts';
import { profilePositionIds, regionPositionIds } from './suggestions.data.ts';

// The home's positions for the candidate over 100,000 positions (the bench fills 200,000): no scan of the table, and
// each statement reads about the rows it answers, through the category, skill and state indexes.
const ROWS = 100_000;

let t: TestApp;
let pool: pg.Pool;
let skill: string;
beforeAll(async () => {
  t = await createTestApp();
  pool = t.db.$client;
  await fillLargePositions(pool, ROWS);
  // one skill asked by every 40th position
  skill = (await pool.query<{ id: string }>(`select id from skills where code = 'sql'`)).rows[0]!.id;
  await pool.query(
    `insert into position_skills (position_id, skill_id, level) select id, $1, 'basic' from positions where abs(hashtext(id::text)) % 40 = 0`,
    [skill],
  );
  await pool.query('analyze position_skills');
}, 120_000);
afterAll(() => t.close());

const plansOf = async (work: () => Promise<string[]>) => {
  const sent = await recordQueries(pool, async () => expect((await work()).length).toBeGreaterThan(0));
  expect(sent).toHaveLength(1);
  return sent[0]!;
};

describe('the home’s suggestions at scale', () => {
  it('by areas and skills: the newest of each through their indexes', async () => {
    const query = await plansOf(() => profilePositionIds(t.db, CATALOGUE_READER, null, [1, 7], [skill], 15));
    expect(await sequentialScans(pool, query)).toEqual([]);
    expect(await mostRowsRead(pool, query)).toBeLessThan(2000);
  });

  it('by region, or the newest of all', async () => {
    for (const state of ['PE', null]) {
      const query = await plansOf(() => regionPositionIds(t.db, CATALOGUE_READER, null, state, 6));
      expect(await sequentialScans(pool, query)).toEqual([]);
      expect(await mostRowsRead(pool, query)).toBeLessThan(500);
    }
  });
});

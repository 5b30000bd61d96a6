import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { fillLargeLists, LARGE_WORKSPACE, SMALL_WORKSPACE } from '../../../test/large-lists-fixture.ts';
import { expectIndexedOnly as expectIndexedOnlyIn, sequentialScans as sequentialScansIn } from '../../../test/query-plans.ts';
import type { SentQuery } from '../../../test/record-queries.ts';
import { listInviteRows } from './invites.data.ts';
import { listMemberRows } from './members.data.ts';

// Every list query over a large fixture (100,000 members of one workspace, 100,000 invites) must be served by
// indexes: a sequential scan of a large table fails the test. Plans, not timings, so the test is deterministic.
const ROWS = 100_000;
const BIG = LARGE_WORKSPACE;
const SMALL = SMALL_WORKSPACE;

let t: TestApp;
let pool: pg.Pool;

beforeAll(async () => {
  t = await createTestApp();
  pool = t.db.$client;
  await fillLargeLists(pool, ROWS);
}, 120_000);
afterAll(() => t?.close());

const expectIndexedOnly = (work: () => Promise<unknown>) => expectIndexedOnlyIn(pool, work);
const sequentialScans = (query: SentQuery) => sequentialScansIn(pool, query);

const now = () => new Date();
const lastPage = (total: number, limit: number) => Math.ceil(total / limit);

describe('list queries at 100,000 rows', () => {
  it('the fixture is large and list_counts knows its totals', async () => {
    const members = await listMemberRows(t.db, BIG, { page: 1, limit: 6 });
    expect(members.total).toBe(ROWS);
    expect(members.rows).toHaveLength(6);
    const invites = await listInviteRows(t.db, BIG, { filter: 'all', page: 1, limit: 6, now: now() });
    expect(invites.total).toBe(ROWS);
  });

  it('the check itself sees a sequential scan of a large table', async () => {
    expect(await sequentialScans({ text: 'select id from invites where role = $1', values: ['member'] })).toEqual([
      `invites (${ROWS} rows)`,
    ]);
  });

  const memberCases: [string, { page: number; search?: string; role?: string }][] = [
    ['first page', { page: 1 }],
    ['a page in the middle', { page: 8_000 }],
    ['the last page', { page: lastPage(ROWS, 6) }],
    ['past the end', { page: lastPage(ROWS, 6) + 10 }],
    ['by role, first page', { page: 1, role: 'administrator' }],
    ['by role, last page', { page: 3_300, role: 'administrator' }],
    ['a search', { page: 1, search: 'ana 1a' }],
    ['a search by role', { page: 2, search: 'silva 99', role: 'member' }],
  ];
  for (const [name, options] of memberCases) {
    it(`members, ${name}: no sequential scan`, () => expectIndexedOnly(() => listMemberRows(t.db, BIG, { limit: 6, ...options })));
  }
  it('members of a small workspace: no sequential scan', () => expectIndexedOnly(() => listMemberRows(t.db, SMALL, { page: 1, limit: 6 })));

  for (const filter of ['all', 'pending', 'expired', 'completed'] as const) {
    for (const page of [1, 4_000, 16_000]) {
      it(`invites, ${filter}, page ${page}: no sequential scan`, () =>
        expectIndexedOnly(() => listInviteRows(t.db, BIG, { filter, page, limit: 6, now: now() })));
    }
  }
});

import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { fillLargeApplications, LARGE_CANDIDATE } from '../../../test/large-applications-fixture.ts';
import { LARGE_COMPANY } from '../../../test/large-catalogue-fixture.ts';
import { expectIndexedOnly } from '../../../test/query-plans.ts';
import { userApplicationPage } from './applications.data.ts';
import {
  candidateBankPage,
  candidateFacets,
  candidatesByIds,
  positionCandidateKeys,
  positionCandidatePage,
  positionRankingKeys,
  positionStageCounts,
} from './pipeline.data.ts';

// The applications lists over a large fixture: 20,000 positions, 20,000 candidates with 100,000 applications (one
// position of the large company with 5,000 of them), a candidate with 40. A sequential scan of a large table fails.
let t: TestApp;
let pool: pg.Pool;
let hotPosition: string;
const CANDIDATE = LARGE_CANDIDATE;

beforeAll(async () => {
  t = await createTestApp();
  pool = t.db.$client;
  hotPosition = await fillLargeApplications(pool);
  await pool.query('vacuum analyze users, applications, application_messages, positions, position_members');
}, 180_000);
afterAll(() => t.close());

describe('applications lists at scale use indexes only', () => {
  it('the candidate’s tabs, through a portal or one company', async () => {
    await expectIndexedOnly(pool, async () => {
      const none = { aggregatorId: null, companyId: null, withCompanyMessages: false };
      expect((await userApplicationPage(t.db, CANDIDATE, 'under-analysis', none, 10, 0)).total).toBe(10);
      expect((await userApplicationPage(t.db, CANDIDATE, 'closed', none, 10, 0)).total).toBe(20);
      await userApplicationPage(t.db, CANDIDATE, 'unfinished', { ...none, companyId: LARGE_COMPANY }, 10, 0);
      await userApplicationPage(t.db, CANDIDATE, 'under-analysis', { ...none, withCompanyMessages: true }, 10, 0);
    });
  });

  it('a position’s pipeline at one stage, a far page, and the counts per stage', async () => {
    await expectIndexedOnly(pool, async () => {
      expect((await positionCandidatePage(t.db, hotPosition, 'screening', 20, 0))[0]?.total).toBeGreaterThan(1000);
      expect((await positionCandidatePage(t.db, hotPosition, null, 20, 20 * 100)).length).toBe(20);
      expect((await positionStageCounts(t.db, hotPosition)).length).toBeGreaterThan(3);
    });
  });

  it('a position’s candidates for a ranking (filtered by PcD, city and skills), the ranked page’s rows, the facets', async () => {
    const none = { stage: null, pcd: null, city: null, skills: [], screening: null };
    const skill = await pool.query<{ id: string }>(`select id from skills limit 1`);
    await expectIndexedOnly(pool, async () => {
      const keys = await positionCandidateKeys(t.db, hotPosition, none);
      expect(keys.length).toBeGreaterThan(4000);
      await positionCandidateKeys(t.db, hotPosition, { ...none, stage: 'screening', pcd: true, city: 3550308 });
      await positionCandidateKeys(t.db, hotPosition, { ...none, skills: skill.rows.map((row) => row.id) });
      await positionCandidateKeys(t.db, hotPosition, { ...none, screening: 'failed' });
      const page = keys.slice(0, 20).map((key) => key.applicationId);
      expect((await candidatesByIds(t.db, page)).map((row) => row.applicationId)).toEqual(page);
      await candidateFacets(t.db, hotPosition);
      // by fit: the keys with what the match compares, in one statement
      expect((await positionRankingKeys(t.db, hotPosition, none)).length).toBe(keys.length);
      await positionRankingKeys(t.db, hotPosition, { ...none, stage: 'screening', pcd: true, city: 3550308 });
    });
  });

  it('the candidate bank of the large company, all of it or by name, and limited to linked positions', async () => {
    await expectIndexedOnly(pool, async () => {
      expect((await candidateBankPage(t.db, LARGE_COMPANY, '', null, 20, 0)).length).toBe(20);
      await candidateBankPage(t.db, LARGE_COMPANY, 'souza 12', null, 20, 0);
      await candidateBankPage(t.db, LARGE_COMPANY, '', [hotPosition], 20, 0);
    });
  });
});

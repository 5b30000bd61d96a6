import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { fillLargePositions, LARGE_COMPANY } from '../../../test/large-catalogue-fixture.ts';
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
const CANDIDATE = '00000000-0000-4000-8000-00000000e0aa';
let t: TestApp;
let pool: pg.Pool;
let hotPosition: string;

beforeAll(async () => {
  t = await createTestApp();
  pool = t.db.$client;
  await fillLargePositions(pool, 20_000);
  const hot = await pool.query<{ id: string }>(
    `select id from positions where workspace_id = $1 and status = 'active' order by published_at desc limit 1`,
    [LARGE_COMPANY],
  );
  hotPosition = hot.rows[0]?.id ?? '';
  await pool.query(`
    insert into users (id, email, name, last_name, password_hash, created_at)
      values ('${CANDIDATE}', 'candidata@escala.test', 'Candidata', 'Escala', 'x', now());
    insert into users (email, name, last_name, password_hash, created_at)
      select 'candidato' || g || '@escala.test', (array['Ana','Bruno','Carla','Diego','Elisa','Fabio'])[1 + g % 6], 'Souza ' || g, 'x', now()
      from generate_series(1, 20000) g;
    create temporary table open_n as
      select id, workspace_id, steps, row_number() over (order by id) - 1 as n from positions where status = 'active';
    create temporary table user_n as
      select id, row_number() over (order by id) - 1 as n from users where email like 'candidato%@escala.test';
    insert into applications (user_id, position_id, workspace_id, status, step, stage, internal, submitted_at, created_at, updated_at)
      select u.id, p.id, p.workspace_id,
        (array['in_progress','under_analysis','under_analysis','closed','given_up'])[1 + g % 5],
        case when g % 5 = 0 then 'profile' else 'none' end,
        (array['new','screening','interview','offer','hired','rejected'])[1 + (g / 5) % 6], false,
        now() - g * interval '1 minute', now() - g * interval '1 minute', now() - g * interval '1 minute'
      from generate_series(1, 95000) g
      join user_n u on u.n = g % 20000
      join open_n p on p.n = (g * 7919) % (select count(*) from open_n);
    insert into applications (user_id, position_id, workspace_id, status, step, stage, internal, submitted_at, created_at, updated_at)
      select u.id, '${hotPosition}'::uuid, '${LARGE_COMPANY}', 'under_analysis', 'none',
        (array['new','screening','interview','offer'])[1 + g % 4], false, now() - g * interval '1 second', now(), now() - g * interval '1 second'
      from generate_series(1, 5000) g join user_n u on u.n = (g * 3) % 20000
      on conflict do nothing;
    insert into applications (user_id, position_id, workspace_id, status, step, stage, internal, created_at, updated_at)
      select '${CANDIDATE}', p.id, p.workspace_id, (array['in_progress','under_analysis','closed','given_up'])[1 + p.n % 4],
        'none', 'new', false, now(), now() - p.n * interval '1 hour'
      from open_n p where p.n < 40;
    drop table open_n, user_n;
  `);
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

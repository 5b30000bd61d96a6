import { jobSearchFilter, type PositionItem } from '@trilha/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, createPosition, createUser, type HiringCompany, type TestUser } from '../../../test/factories/index.ts';
import { recordQueries } from '../../../test/record-queries.ts';
import { searchPositions } from './positions.service.ts';

// The job search's rows carry the caller's match, the very figure of the position page (met of total).
const SAO_PAULO = 3550308;
const CAMPINAS = 3509502;

let t: TestApp;
let c: HiringCompany;
let ana: TestUser;
let positions: { sql: string; python: string; remote: string };
beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringCompany(t);
  const [, python, sqlSkill] = c.skills as [string, string, string];
  // skills, a language, education and a city, so the match has several requirements met and missing
  positions = {
    sql: await createPosition(t, c, {
      title: 'Analista de Dados Pleno',
      cityId: SAO_PAULO,
      skills: [{ skillId: sqlSkill, level: 'intermediate' }],
      languages: [{ language: 'en', proficiency: 'professional_working' }],
      educationLevel: 'higher',
    }),
    python: await createPosition(t, c, {
      title: 'Cientista de Dados Sênior',
      cityId: CAMPINAS,
      skills: [
        { skillId: python, level: 'advanced' },
        { skillId: sqlSkill, level: 'basic' },
      ],
    }),
    remote: await createPosition(t, c, { title: 'Analista de BI Remoto', remote: true, cityId: null }),
  };
  // Ana: SQL advanced, Python basic, English limited, a finished degree, living in São Paulo
  ana = await createUser(t, { name: 'Ana' });
  await t.db.execute(sql`insert into profiles (user_id, city_id, city, state, preferred_areas, languages, academic_experiences, updated_at)
    values (${ana.id}, ${SAO_PAULO}, 'São Paulo', 'SP', '{1}'::int[], ${JSON.stringify([{ language: 'en', proficiency: 'limited_working' }])}::jsonb,
      ${JSON.stringify([{ institution: 'USP', title: 'Bacharelado em Estatística', startDate: '2015-02-01', endDate: '2019-12-01', currentlyStudying: false }])}::jsonb,
      now())`);
  for (const [skill, level] of [
    [sqlSkill, 'advanced'],
    [python, 'basic'],
  ])
    await t.db.execute(sql`insert into user_skills (user_id, skill_id, level, updated_at) values (${ana.id}, ${skill}, ${level}, now())`);
});
afterAll(() => t.close());

const search = async (token?: string, query = 'text=dados&allowUnspecified=true') => {
  const res = await t.request({ method: 'GET', url: `/v1/suggestions?${query}`, token });
  expect(res.statusCode).toBe(200);
  return res.json().items as PositionItem[];
};
const byId = (items: PositionItem[]) => new Map(items.map((item) => [item.id, item]));

/** The position page's figure: requirements met of the total, in percent. */
async function pageFigure(token: string, id: string) {
  const res = await t.request({ method: 'GET', url: `/v1/positions/${id}/match`, token });
  expect(res.statusCode).toBe(200);
  const { met, total } = res.json() as { met: number; total: number };
  return Math.round((met / total) * 100);
}

describe('the match in the job search’s rows', () => {
  it('is there for Ana on every row, the position page’s own figure', async () => {
    const items = byId(await search(ana.token, 'allowUnspecified=true'));
    // SQL met, English not, the degree met, São Paulo met: 3 of 4
    expect(items.get(positions.sql)?.match).toBe(75);
    // Python short of advanced, SQL met, Campinas not: 1 of 3
    expect(items.get(positions.python)?.match).toBe(33);
    // only the place, and remote is met from anywhere
    expect(items.get(positions.remote)?.match).toBe(100);
    for (const id of Object.values(positions)) expect(items.get(id)?.match).toBe(await pageFigure(ana.token, id));
  });

  it('is the same figure the home’s suggestions give', async () => {
    const home = await t.request({ method: 'GET', url: '/v1/myself/position-suggestions?limit=12', token: ana.token });
    const found = (await search(ana.token)).filter((item) => item.id === positions.sql);
    const suggested = home.json().items.find((item: { position: { id: string } }) => item.position.id === positions.sql);
    expect(suggested.match.percent).toBe(found[0]?.match);
  });

  it('is absent signed out, and for a person with neither skills nor areas of interest', async () => {
    const anonymous = await search(undefined);
    expect(anonymous.length).toBeGreaterThan(0);
    for (const item of anonymous) expect(item).not.toHaveProperty('match');
    const newcomer = await createUser(t);
    for (const item of await search(newcomer.token)) expect(item).not.toHaveProperty('match');
  });

  it('is in the related positions of a position page too', async () => {
    const res = await t.request({ method: 'GET', url: `/v1/positions/related/${positions.sql}`, token: ana.token });
    const related = byId(res.json().items as PositionItem[]);
    expect(related.get(positions.python)?.match).toBe(33);
    const anonymous = await t.request({ method: 'GET', url: `/v1/positions/related/${positions.sql}` });
    for (const item of anonymous.json().items) expect(item).not.toHaveProperty('match');
  });

  it('is read for the whole page in one statement, never one per row', async () => {
    const session = { id: 'test', user: { id: ana.id } } as Parameters<typeof searchPositions>[1];
    const run = (length: number) =>
      recordQueries(t.db.$client, async () => {
        const page = await searchPositions(t.deps, session, 'pt-BR', jobSearchFilter.parse({ allowUnspecified: 'true', length }));
        expect(page.items).toHaveLength(length);
        expect(page.items.every((item) => typeof item.match === 'number')).toBe(true);
      });
    const [one, three] = [await run(1), await run(3)];
    expect(three.length).toBe(one.length);
    expect(three.filter((query) => query.name === 'positions.items.match')).toHaveLength(1);
    expect(three.filter((query) => query.name === 'match.candidate')).toHaveLength(1);
    expect(three.some((query) => query.name === 'positions.items')).toBe(false);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, createPosition, createUser, type HiringCompany } from '../../../test/factories/index.ts';

// Positions as a worklist: GET /v1/-/positions finds by title or code, filters by status, department,
// city and recruiter, sorts, and answers each position with its candidates per stage and overdue answers.

let t: TestApp;
let c: HiringCompany;
const ids: Record<string, string> = {};
let department = '';
beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringCompany(t);
  t.clock.set('2026-03-10T12:00:00Z');
  const created = await as(c.admin.token, 'POST', '/v1/-/departments', { name: 'Dados e BI' });
  department = created.json().id;
  ids.data = await createPosition(t, c, { title: 'Analista de Dados Pleno', code: 'DAD-07', departmentId: department, steps: [] });
  ids.engineer = await createPosition(t, c, { title: 'Engenheiro(a) de Dados', code: 'ENG-11', cityId: 3304557, steps: [] });
  ids.sales = await createPosition(t, c, { title: 'Vendedor(a) Interno', code: 'VEN-01', linkedUserIds: [c.evaluator.id] });
  ids.paused = await createPosition(t, c, { title: 'Técnico(a) de Análise', code: 'TEC-02' }, 'paused');
});
afterAll(() => t.close());

function as(token: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.request({ method, url, ...(token && { token }), company: c.subdomain, ...(payload && { payload }) });
}
const titlesOf = async (token: string, query: string) => {
  const res = await as(token, 'GET', `/v1/-/positions?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.map((item: { title: string }) => item.title);
};

describe('the recruiters’ worklist', () => {
  it('finds by title (accents and case aside) or code, and filters by status, department, city and recruiter', async () => {
    expect(await titlesOf(c.admin.token, 'query=dados')).toEqual(['Engenheiro(a) de Dados', 'Analista de Dados Pleno']);
    expect(await titlesOf(c.admin.token, 'query=DAD-0')).toEqual(['Analista de Dados Pleno']);
    expect(await titlesOf(c.admin.token, 'status=paused&query=analise')).toEqual(['Técnico(a) de Análise']);
    expect(await titlesOf(c.admin.token, 'query=analise')).toEqual([]);
    // a LIKE wildcard is a plain character
    expect(await titlesOf(c.admin.token, 'query=DAD%25')).toEqual([]);
    expect(await titlesOf(c.admin.token, `department=${department}`)).toEqual(['Analista de Dados Pleno']);
    expect(await titlesOf(c.admin.token, 'city=3304557')).toEqual(['Engenheiro(a) de Dados']);
    expect(await titlesOf(c.admin.token, `recruiter=${c.evaluator.id}`)).toEqual(['Vendedor(a) Interno']);
    expect((await as(c.admin.token, 'GET', '/v1/-/positions?sort=salary')).statusCode).toBe(400);
    expect((await as(c.admin.token, 'GET', '/v1/-/positions?city=abc')).statusCode).toBe(400);
    expect((await as(c.admin.token, 'GET', '/v1/-/positions?recruiter=x')).statusCode).toBe(400);
  });

  it('sorts by last change (default), last published and title', async () => {
    // the data analyst position changes last
    const res = await as(c.admin.token, 'POST', `/v1/-/positions/${ids.data}/status`, { status: 'paused' });
    expect(res.statusCode, res.body).toBe(200);
    await as(c.admin.token, 'POST', `/v1/-/positions/${ids.data}/status`, { status: 'active' });
    expect(await titlesOf(c.admin.token, 'status=active')).toEqual([
      'Analista de Dados Pleno',
      'Vendedor(a) Interno',
      'Engenheiro(a) de Dados',
    ]);
    expect(await titlesOf(c.admin.token, 'sort=published')).toEqual([
      'Vendedor(a) Interno',
      'Engenheiro(a) de Dados',
      'Analista de Dados Pleno',
    ]);
    expect(await titlesOf(c.admin.token, 'sort=title')).toEqual([
      'Analista de Dados Pleno',
      'Engenheiro(a) de Dados',
      'Vendedor(a) Interno',
    ]);
  });

  it('answers each position with its candidates per stage, overdue answers and recruiters; the filters’ options beside', async () => {
    const people = await Promise.all(
      ['Ana', 'Bia', 'Caio'].map((name) => createUser(t, { name, email: `${name}-${Date.now()}@example.com` })),
    );
    const apps = [];
    for (const person of people) {
      if (!person) throw new Error('fixture');
      apps.push((await t.request({ method: 'POST', url: '/v1/matches', token: person.token, payload: { positionId: ids.data } })).json());
    }
    await as(c.admin.token, 'PUT', `/v1/-/applications/${apps[1].id}/stage`, { stage: 'interview' });
    await as(c.admin.token, 'PUT', `/v1/-/applications/${apps[2].id}/stage`, { stage: 'rejected' });
    for (const app of apps.slice(0, 2))
      await as(c.admin.token, 'PUT', `/v1/-/applications/${app.id}/answer-date`, { answerBy: '2026-03-11' });
    t.clock.set('2026-03-12T12:00:00Z');
    const body = (await as(c.admin.token, 'GET', '/v1/-/positions?query=analista')).json();
    expect(body.items[0]).toMatchObject({
      title: 'Analista de Dados Pleno',
      stageCounts: { new: 1, screening: 0, interview: 1, offer: 0, hired: 0, rejected: 1 },
      overdue: 2,
      recruiters: [{ id: c.admin.id, name: expect.stringContaining('Alice') }],
      department: { id: department, name: 'Dados e BI' },
    });
    expect(body.facets.cities.map((city: { name: string }) => city.name)).toEqual(['Rio de Janeiro - RJ', 'São Paulo - SP']);
    expect(body.facets.recruiters.map((person: { id: string }) => person.id).sort()).toEqual([c.admin.id, c.evaluator.id].sort());
    const engineer = (await as(c.admin.token, 'GET', '/v1/-/positions?city=3304557')).json().items[0];
    expect(engineer).toMatchObject({ stageCounts: { new: 0, interview: 0 }, overdue: 0 });
  });

  it('an evaluator finds only the positions linked to them (and their recruiters); members, strangers and other companies nothing', async () => {
    expect(await titlesOf(c.evaluator.token, 'query=dados')).toEqual([]);
    expect(await titlesOf(c.evaluator.token, '')).toEqual(['Vendedor(a) Interno']);
    const facets = (await as(c.evaluator.token, 'GET', '/v1/-/positions')).json().facets;
    expect(facets.cities.map((city: { name: string }) => city.name)).toEqual(['São Paulo - SP']);
    expect(await titlesOf(c.manager.token, 'query=dados')).toEqual([]);
    expect((await as(c.member.token, 'GET', '/v1/-/positions?query=dados')).statusCode).toBe(403);
    // another company's administrator: this company does not exist for them
    expect((await as(c.otherAdmin.token, 'GET', '/v1/-/positions?query=dados')).statusCode).toBe(404);
    expect((await as(undefined, 'GET', '/v1/-/positions?query=dados')).statusCode).toBe(401);
    expect((await as(c.evaluator.token, 'GET', '/v1/-/positions?status=draft&query=dados')).statusCode).toBe(403);
  });
});

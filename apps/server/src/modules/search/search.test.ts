import { skillKey } from '@trilha/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addMember, createUser, createWorkspace, type TestUser } from '../../../test/factories/index.ts';

let t: TestApp;
let reader: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  const company = await createWorkspace(t, { name: 'Transportes Rápidos', subdomain: 'transportes-rapidos' });
  const admin = await createUser(t, { name: 'Rita', email: 'rita@transportes.example' });
  reader = await createUser(t, { name: 'Leo', email: 'leo@example.com' });
  await addMember(t, company.id, admin.id, 'administrator', 'admin');
  await addMember(t, company.id, reader.id, 'member');
  const created = await t.request({
    method: 'POST',
    url: '/v1/-/positions',
    token: admin.token,
    company: company.subdomain ?? '',
    payload: {
      title: 'Analista de Logística',
      description: 'Roteirização de entregas e controle de estoque no centro de distribuição.',
      categoryId: 1,
      contractType: 'FULL_TIME',
      salaryType: 'unspecified',
      cityId: 3550308,
      steps: [{ kind: 'profile', minutes: 5, resume: true, coverLetter: false, accommodation: null }],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const published = await t.request({
    method: 'POST',
    url: `/v1/-/positions/${created.json().id}/publish`,
    token: admin.token,
    company: company.subdomain ?? '',
  });
  expect(published.statusCode, published.body).toBe(200);

  const now = t.clock.now();
  await t.db.execute(sql`insert into course_segments (slug, name_pt, name_en, name_es) values ('logistica', 'Logística', 'Logistics', 'Logística')
    on conflict do nothing`);
  const [provider] = (
    await t.db.execute<{ id: string }>(sql`insert into course_providers (slug, name) values ('senat', 'Senat') returning id`)
  ).rows;
  const [segment] = (await t.db.execute<{ id: string }>(sql`select id from course_segments where slug = 'logistica'`)).rows;
  await t.db.execute(sql`insert into courses (provider_id, segment_id, external_id, name, description, modality, workload_hours,
      price_cents, language, url, search_text, created_at, updated_at)
    values (${provider?.id}, ${segment?.id}, 'l-1', 'Introdução à Logística', 'Conceitos de cadeia de suprimentos.', 'online', 20, 0,
      'pt-BR', 'https://cursos.example/l-1', ${skillKey('Introdução à Logística Conceitos de cadeia de suprimentos Senat')}, ${now}, ${now})`);
  await t.db.execute(sql`insert into contents (workspace_id, type, title, language, is_public, search_text, created_at, updated_at)
    values (${company.id}, 'article', 'Logística reversa na prática', 'pt-BR', true, ${skillKey('Logística reversa na prática')}, ${now}, ${now})`);
});
afterAll(() => t.close());

describe('GET /v1/single_search/run', () => {
  it('finds positions, courses and contents with one text, accents ignored, each with its total', async () => {
    const res = await t.request({ method: 'GET', url: '/v1/single_search/run?text=logistica', token: reader.token });
    expect(res.statusCode, res.body).toBe(200);
    const found = res.json();
    expect(found.positions.items.map((item: { title: string }) => item.title)).toEqual(['Analista de Logística']);
    expect(found.courses.items.map((item: { name: string }) => item.name)).toEqual(['Introdução à Logística']);
    expect(found.contents.items.map((item: { content: { title: string } }) => item.content.title)).toEqual([
      'Logística reversa na prática',
    ]);
    expect([found.positions.total, found.courses.total, found.contents.total]).toEqual([1, 1, 1]);
  });

  it('answers nothing for a text nothing has, asks for a session, and refuses a bad limit', async () => {
    const none = await t.request({ method: 'GET', url: '/v1/single_search/run?text=astronauta', token: reader.token });
    expect(none.json()).toMatchObject({ positions: { total: 0 }, courses: { total: 0 }, contents: { total: 0 } });
    expect((await t.request({ method: 'GET', url: '/v1/single_search/run?text=logistica' })).statusCode).toBe(401);
    const bad = await t.request({ method: 'GET', url: '/v1/single_search/run?limit=500', token: reader.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('bad_request');
  });

  it('never answers a 5xx, whatever the text, portal or limit', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), fc.constantFrom('text', 'aggregator', 'limit'), async (value, key) => {
        const url = `/v1/single_search/run?text=a&${key}=${encodeURIComponent(value)}`;
        const res = await t.request({ method: 'GET', url, token: reader.token });
        expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});

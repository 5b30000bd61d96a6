import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  createHiringCompany,
  createPosition,
  createWorkspace,
  type HiringCompany,
  setPositionStatus,
} from '../../../test/factories/index.ts';

let t: TestApp;
let c: HiringCompany;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringCompany(t);
  ids.analyst = await createPosition(t, c, {
    title: 'Analista de Dados Pleno',
    description: 'Análises em SQL e Python, painéis no Power BI, ótima comunicação com o negócio.',
    skills: [
      { skillId: c.skills[2] ?? '', level: 'advanced' },
      { skillId: c.skills[1] ?? '', level: 'basic' },
    ],
    languages: [{ language: 'en', proficiency: 'professional_working' }],
    educationLevel: 'higher',
  });
  ids.remote = await createPosition(t, c, {
    title: 'Desenvolvedora Back-end',
    description: 'APIs em Node.js, trabalho totalmente remoto de qualquer lugar do Brasil.',
    remote: true,
    cityId: null,
    contractType: 'CONTRACTOR',
    salaryType: 'range',
    salaryMin: 60,
    salaryMax: 90,
    salaryPeriod: 'hourly',
  });
  ids.pcd = await createPosition(t, c, {
    title: 'Assistente Administrativo PcD',
    description: 'Rotinas administrativas, atendimento e organização de documentos.',
    categoryId: 8,
    pcdOnly: true,
    cityId: 2927408,
    salaryType: 'text',
    salaryText: 'A combinar',
  });
  ids.paused = await createPosition(
    t,
    c,
    { title: 'Vaga pausada de teste', description: 'Uma vaga que está pausada no momento.' },
    'paused',
  );
  ids.draft = await createPosition(t, c, { title: 'Rascunho secreto de vaga' }, 'draft');
});
afterAll(() => t.close());

const search = async (query: string, token?: string) => {
  const res = await t.request({ method: 'GET', url: `/v1/suggestions?allowUnspecified=true&${query}`, ...(token && { token }) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { id: string; title: string; favorite: boolean }[]; total: number; limit: number };
};
const found = async (query: string) => (await search(query)).items.map((item) => item.id);

describe('the job search filter', () => {
  it('lists only open positions, newest first, 15 per page by default, anonymous too', async () => {
    const page = await search('');
    expect(page.limit).toBe(15);
    expect(page.items.map((item) => item.id)).toEqual([ids.pcd, ids.remote, ids.analyst].filter(Boolean));
    expect(page.total).toBe(3);
  });

  it('finds by text ignoring accents, case and a typo', async () => {
    expect(await found('text=analise')).toEqual([ids.analyst]);
    expect(await found('text=ANALISTA%20DE%20DADOS')).toEqual([ids.analyst]);
    expect(await found('text=desenvolvedroa')).toEqual([ids.remote]);
  });

  it('filters by minimum monthly salary, with or without unspecified salaries', async () => {
    // 60 an hour is 13,200 a month
    expect(await found('salary=10000')).toEqual([ids.pcd, ids.remote]);
    const strict = await t.request({ method: 'GET', url: '/v1/suggestions?salary=10000' });
    expect(strict.json().items.map((item: { id: string }) => item.id)).toEqual([ids.remote]);
    // the defaults: salary 0 and unspecified not allowed
    const defaults = await t.request({ method: 'GET', url: '/v1/suggestions' });
    expect(defaults.json().items.map((item: { id: string }) => item.id)).toEqual([ids.remote, ids.analyst]);
  });

  it('filters by category, city, state, contract type, remote and PcD', async () => {
    expect(await found('categoryList=8')).toEqual([ids.pcd]);
    expect(await found('locationList=3550308')).toEqual([ids.analyst]);
    expect(await found('locationStateList=ba')).toEqual([ids.pcd]);
    expect(await found('locationList=3550308&locationStateList=BA')).toEqual([ids.pcd, ids.analyst]);
    expect(await found('typeWork=CONTRACTOR,INTERN')).toEqual([ids.remote]);
    expect(await found('workTelecommute=true')).toEqual([ids.remote]);
    expect(await found('showOnlyPositionsForDisabled=true')).toEqual([ids.pcd]);
  });

  it('in a portal, its own positions and its partners’', async () => {
    const portal = await createWorkspace(t, { name: 'Portal Teste', type: 'aggregator', subdomain: `portal-${Date.now()}` });
    expect(await found(`aggregator=${portal.subdomain}`)).toEqual([]);
    await t.db.execute(sql`insert into portal_partners (portal_id, company_id) values (${portal.id}, ${c.id})`);
    expect((await found(`aggregator=${portal.id}`)).length).toBe(3);
    expect((await t.request({ method: 'GET', url: '/v1/suggestions?aggregator=nao-existe' })).statusCode).toBe(404);
  });

  it('refuses bad filters with a 4xx', async () => {
    for (const query of ['salary=-1', 'typeWork=FULL', 'categoryList=99', 'locationStateList=SAO', 'length=500']) {
      expect((await t.request({ method: 'GET', url: `/v1/suggestions?${query}` })).statusCode, query).toBe(400);
    }
  });
});

describe('a position’s page', () => {
  it('shows everything a candidate reads, with the category in the language asked', async () => {
    const res = await t.request({ method: 'GET', url: `/v1/positions/${ids.analyst}?lang=en` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Analista de Dados Pleno',
      category: { id: 1, name: 'Technology' },
      company: { id: c.id, name: c.name },
      educationLevel: 'higher',
      acceptsApplications: true,
      status: 'active',
    });
    expect(res.json().steps.map((step: { kind: string; minutes: number }) => [step.kind, step.minutes])).toEqual([
      ['profile', 5],
      ['questions', 10],
    ]);
  });

  it('a paused position says so and takes no applications; a draft does not exist', async () => {
    // its company sees it (anyone else gets a 404: position-visibility.test.ts)
    expect((await t.request({ method: 'GET', url: `/v1/positions/${ids.paused}`, token: c.member.token })).json()).toMatchObject({
      status: 'paused',
      acceptsApplications: false,
    });
    expect((await t.request({ method: 'GET', url: `/v1/positions/${ids.paused}` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/v1/positions/${ids.draft}` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/v1/positions/nao-e-um-id' })).statusCode).toBe(404);
  });

  it('related: same category, the same state first; the company’s open positions', async () => {
    const related = (await t.request({ method: 'GET', url: `/v1/positions/related/${ids.analyst}` })).json();
    expect(related.items.map((item: { id: string }) => item.id)).toEqual([ids.remote]);
    const company = (await t.request({ method: 'GET', url: `/v1/positions/company/${c.subdomain}` })).json();
    expect(company.total).toBe(3);
  });
});

describe('favourite positions', () => {
  it('saves, lists with the fields the favourites list shows, and removes; a draft cannot be saved', async () => {
    const token = c.candidate.token;
    const saved = await t.request({ method: 'PUT', url: `/v1/favorite/${ids.analyst}`, token });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      positionId: ids.analyst,
      positionTitle: 'Analista de Dados Pleno',
      companyName: c.name,
      notifyWhenReady: false,
    });
    expect((await search('', token)).items.find((item) => item.id === ids.analyst)?.favorite).toBe(true);
    // saved while open, paused since: still listed, and still readable by whoever saved it
    const pausedLater = await createPosition(t, c, { title: 'Vaga pausada depois' });
    t.clock.advance(60_000);
    await t.request({ method: 'PUT', url: `/v1/favorite/${pausedLater}`, token, payload: { notifyWhenReady: true } });
    await setPositionStatus(t, c, pausedLater, 'paused');
    const list = (await t.request({ method: 'GET', url: '/v1/favorite', token })).json();
    expect(list.items.map((item: { positionId: string; status: string }) => [item.positionId, item.status])).toEqual([
      [pausedLater, 'paused'],
      [ids.analyst, 'active'],
    ]);
    expect(list.items[0].positionUrl).toBe(`/my/discovery/position/${pausedLater}`);
    expect((await t.request({ method: 'GET', url: `/v1/positions/${pausedLater}`, token })).json().status).toBe('paused');
    expect((await t.request({ method: 'PUT', url: `/v1/favorite/${ids.paused}`, token })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/v1/favorite/${ids.analyst}`, token })).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: '/v1/favorite', token })).json().items).toHaveLength(1);
    expect((await t.request({ method: 'PUT', url: `/v1/favorite/${ids.draft}`, token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/v1/favorite' })).statusCode).toBe(401);
  });
});

describe('match explained', () => {
  it('compares each requirement with the profile and points to what teaches a missing skill', async () => {
    const who = c.candidate;
    await t.db.execute(
      sql`insert into user_skills (user_id, skill_id, level, updated_at) values (${who.id}, ${c.skills[2]}, 'intermediate', now())`,
    );
    await t.db.execute(sql`insert into profiles (user_id, city_id, city, state, languages, academic_experiences, updated_at)
      values (${who.id}, 3550308, 'São Paulo', 'SP', ${JSON.stringify([{ language: 'en', proficiency: 'native_or_bilingual' }])}::jsonb,
        ${JSON.stringify([{ institution: 'USP', title: 'Bacharelado em Estatística', startDate: '2015-02-01', endDate: '2019-12-01', currentlyStudying: false }])}::jsonb, now())
      on conflict (user_id) do update set city_id = excluded.city_id, city = excluded.city, state = excluded.state,
        languages = excluded.languages, academic_experiences = excluded.academic_experiences`);
    const [content] = (
      await t.db.execute<{
        id: string;
      }>(sql`insert into contents (workspace_id, type, title, language, is_public, search_text, created_at, updated_at)
        values (${c.id}, 'course', 'Power BI do zero', 'pt-BR', true, 'power bi do zero', now(), now()) returning id`)
    ).rows;
    await t.db.execute(sql`insert into content_skills (content_id, skill_id) values (${content?.id}, ${c.skills[2]})`);

    const res = await t.request({ method: 'GET', url: `/v1/positions/${ids.analyst}/match`, token: who.token });
    expect(res.statusCode, res.body).toBe(200);
    const match = res.json();
    const skills = match.requirements.filter((item: { kind: string }) => item.kind === 'skill');
    const missing = skills.find((item: { met: boolean; have: string | null }) => !item.met && item.have === 'intermediate');
    expect(missing.skill.level).toBe('advanced');
    expect(missing.learning.map((item: { content: { title: string } }) => item.content.title)).toEqual(['Power BI do zero']);
    const lacking = skills.find((item: { have: string | null }) => item.have === null);
    expect(lacking).toMatchObject({ met: false, skill: { level: 'basic' } });
    expect(match.requirements.filter((item: { kind: string }) => item.kind !== 'skill')).toEqual([
      { kind: 'language', language: 'en', proficiency: 'professional_working', have: 'native_or_bilingual', met: true },
      { kind: 'education', level: 'higher', have: 'higher', met: true },
      { kind: 'location', remote: false, city: 'São Paulo', state: 'SP', haveCity: 'São Paulo', haveState: 'SP', met: true },
    ]);
    expect(match).toMatchObject({ met: 3, total: 5, ready: false, saved: false });
    expect((await t.request({ method: 'GET', url: `/v1/positions/${ids.analyst}/match` })).statusCode).toBe(401);
  });
});

describe('location and news', () => {
  it('finds cities and states by name, accents ignored', async () => {
    const cities = (await t.request({ method: 'GET', url: '/v1/discovery/location?query=sao%20paulo' })).json();
    expect(cities.items).toContainEqual({ type: 'state', code: 'SP', name: 'São Paulo', label: 'São Paulo (estado)' });
    expect(cities.items).toContainEqual({ type: 'city', id: 3550308, name: 'São Paulo', state: 'SP', label: 'São Paulo - SP' });
    expect((await t.request({ method: 'GET', url: '/v1/discovery/location?query=' })).json().items).toEqual([]);
  });

  it('news in the language asked, newest first, nothing from the future', async () => {
    const now = t.clock.now();
    await t.db.execute(sql`insert into cms_news (language, title, summary, published_at) values
      ('pt-BR', 'Antiga', 'a', ${new Date(now.getTime() - 2 * 864e5)}), ('pt-BR', 'Nova', 'b', ${new Date(now.getTime() - 864e5)}),
      ('pt-BR', 'Futura', 'c', ${new Date(now.getTime() + 864e5)}), ('en', 'News', 'd', ${now})`);
    const pt = (await t.request({ method: 'GET', url: '/v1/-/cms/news' })).json();
    expect(pt.items.map((item: { title: string }) => item.title)).toEqual(['Nova', 'Antiga']);
    const en = (await t.request({ method: 'GET', url: '/v1/-/cms/news?lang=en' })).json();
    expect(en.items.map((item: { title: string }) => item.title)).toEqual(['News']);
    const es = (await t.request({ method: 'GET', url: '/v1/-/cms/news?lang=es' })).json();
    expect(es.items.map((item: { title: string }) => item.title)).toEqual(['Nova', 'Antiga']);
  });
});

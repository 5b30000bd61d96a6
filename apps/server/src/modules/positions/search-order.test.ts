import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, createPosition, type HiringCompany } from '../../../test/factories/index.ts';

// The job search as people type it (skills, workplace words) and as they order and narrow it (date, salary, the last
// days, a radius around a city).
let t: TestApp;
let c: HiringCompany;
const ids: Record<string, string> = {};
const DAY = 24 * 60 * 60 * 1000;
const SAO_PAULO = 3550308;
const GUARULHOS = 3518800;
const OSASCO = 3534401;
const CAMPINAS = 3509502;

beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringCompany(t);
  // its only mention of Python is a required skill (c.skills: power bi, python, sql)
  ids.skill = await createPosition(t, c, {
    title: 'Engenheira de Software',
    description: 'Serviços de dados em nuvem para o time de produto.',
    cityId: SAO_PAULO,
    skills: [{ skillId: c.skills[1] ?? '', level: 'advanced' }],
    salaryType: 'range',
    salaryMin: 9000,
    salaryMax: 12000,
    salaryPeriod: 'monthly',
  });
  ids.guarulhos = await createPosition(t, c, {
    title: 'Auxiliar de Logística',
    description: 'Separação e conferência de pedidos no aeroporto.',
    cityId: GUARULHOS,
    salaryType: 'range',
    salaryMin: 2500,
    salaryMax: 3000,
    salaryPeriod: 'monthly',
  });
  ids.osasco = await createPosition(t, c, {
    title: 'Vendedor Interno',
    description: 'Atendimento a clientes da loja.',
    cityId: OSASCO,
    salaryType: 'text',
    salaryText: 'A combinar',
  });
  ids.campinas = await createPosition(t, c, {
    title: 'Técnico de Laboratório',
    description: 'Análises químicas na fábrica.',
    cityId: CAMPINAS,
    salaryType: 'range',
    salaryMin: 5000,
    salaryMax: 6000,
    salaryPeriod: 'monthly',
  });
  // remote positions whose text never says so, and one that does
  for (const [key, title] of [
    ['remote1', 'Desenvolvedor Back-end'],
    ['remote2', 'Designer de Produto'],
    ['remote3', 'Redatora Publicitária'],
  ] as const)
    ids[key] = await createPosition(t, c, { title, description: 'Time distribuído pelo Brasil.', remote: true, cityId: null });
  ids.remoteWord = await createPosition(t, c, {
    title: 'Suporte ao Cliente',
    description: 'Atendimento por chat, trabalho remoto.',
    remote: true,
    cityId: null,
  });
  // published ten days before the others
  await t.db.execute(sql`update positions set published_at = published_at - interval '10 days' where id = ${ids.campinas}::uuid`);
});
afterAll(() => t.close());

interface Row {
  id: string;
  publishedAt: string | null;
  remote: boolean;
  salary: { min: number | null };
  location: { cityId: number | null };
  distanceKm?: number;
}
const search = async (query: string) => {
  const res = await t.request({ method: 'GET', url: `/v1/suggestions?allowUnspecified=true&length=50&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Row[]; total: number };
};
const found = async (query: string) => (await search(query)).items.map((item) => item.id).sort();

describe('what people type', () => {
  it('"remoto" finds as many positions as the remote filter, not only those whose text says it', async () => {
    const remote = await search('workTelecommute=true');
    expect(remote.total).toBe(4);
    for (const text of ['remoto', 'REMOTO', 'home%20office', 'remote', 'teletrabajo']) {
      const byWord = await search(`text=${text}`);
      expect(byWord.total, text).toBe(remote.total);
      expect(byWord.items.every((item) => item.remote)).toBe(true);
    }
    // a workplace word with other words: the others are searched among the remote positions
    expect(await found('text=designer%20remoto')).toEqual([ids.remote2]);
  });

  it('"presencial" and "híbrido" keep the positions with a place to go to', async () => {
    const all = await search('');
    for (const text of ['presencial', 'h%C3%ADbrido', 'on-site']) {
      const byWord = await search(`text=${text}`);
      expect(byWord.total, text).toBe(all.total - 4);
      expect(byWord.items.every((item) => !item.remote)).toBe(true);
    }
    // both kinds of words ask for neither
    expect((await search('text=remoto%20ou%20presencial')).total).toBe(all.total);
  });

  it('a position whose only mention of Python is a required skill is found by "python"', async () => {
    expect(await found('text=python')).toEqual([ids.skill]);
    expect(await found('text=PYTHON%20engenheira')).toEqual([ids.skill]);
  });

  it('a skill renamed finds its positions by the new name and no longer by the old one', async () => {
    const python = c.skills[1] ?? '';
    await t.db.execute(sql`update skills set search_key = 'pitao serpente' where id = ${python}::uuid`);
    expect(await found('text=serpente')).toEqual([ids.skill]);
    expect(await found('text=python')).toEqual([]);
    await t.db.execute(sql`update skills set search_key = 'python' where id = ${python}::uuid`);
    expect(await found('text=python')).toEqual([ids.skill]);
  });

  it('a position losing the skill is no longer found by it', async () => {
    await t.db.execute(sql`delete from position_skills where position_id = ${ids.skill}::uuid`);
    expect(await found('text=python')).toEqual([]);
    await t.db.execute(
      sql`insert into position_skills (position_id, skill_id, level) values (${ids.skill}::uuid, ${c.skills[1] ?? ''}::uuid, 'advanced')`,
    );
    expect(await found('text=python')).toEqual([ids.skill]);
  });
});

describe('order and narrow', () => {
  it('sort=date: newest first', async () => {
    const rows = (await search('sort=date')).items;
    const dates = rows.map((row) => row.publishedAt ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    expect(rows.at(-1)?.id).toBe(ids.campinas);
    // with a text too
    const texts = (await search('sort=date&text=de')).items.map((row) => row.publishedAt ?? '');
    expect(texts).toEqual([...texts].sort().reverse());
  });

  it('sort=salary: highest first, unspecified last', async () => {
    const rows = (await search('sort=salary')).items;
    expect(rows[0]?.id).toBe(ids.skill);
    // the other monthly ones (6,000 by default, 5,000, 2,500) in that order, the one "a combinar" last
    const mins = rows.filter((row) => row.salary.min !== null && row.salary.min >= 1000).map((row) => row.salary.min ?? 0);
    expect(mins).toEqual([...mins].sort((a, b) => b - a));
    const order = rows.map((row) => row.id);
    expect(order.indexOf(ids.campinas ?? '')).toBeLessThan(order.indexOf(ids.guarulhos ?? ''));
    expect(rows.at(-1)?.id).toBe(ids.osasco);
    const withText = (await search('sort=salary&text=de')).items.map((row) => row.id);
    expect(withText.indexOf(ids.campinas ?? '')).toBeLessThan(withText.indexOf(ids.guarulhos ?? ''));
  });

  it('postedWithinDays=7 keeps only the last week', async () => {
    const now = t.clock.now().getTime();
    const week = await search('postedWithinDays=7');
    expect(week.items.map((row) => row.id)).not.toContain(ids.campinas);
    expect(week.total).toBe((await search('')).total - 1);
    expect(week.items.every((row) => now - new Date(row.publishedAt ?? 0).getTime() <= 7 * DAY)).toBe(true);
    expect(await found('postedWithinDays=30&text=laboratorio')).toEqual([ids.campinas]);
    // the window moves with the clock
    t.clock.advance(8 * DAY);
    expect((await search('postedWithinDays=7')).total).toBe(0);
    t.clock.advance(-8 * DAY);
  });

  it('near São Paulo within 50 km: its neighbours, not Campinas (about 85 km), each with its distance', async () => {
    const page = await search(`near=${SAO_PAULO}&radiusKm=50`);
    expect(page.items.map((row) => row.id).sort()).toEqual([ids.skill, ids.guarulhos, ids.osasco].sort());
    const distance = new Map(page.items.map((row) => [row.location.cityId, row.distanceKm]));
    expect(distance.get(SAO_PAULO)).toBe(0);
    expect(distance.get(GUARULHOS)).toBeGreaterThan(10);
    expect(distance.get(GUARULHOS)).toBeLessThan(30);
    expect(distance.get(OSASCO)).toBeLessThan(30);
    const wider = await search(`near=${SAO_PAULO}&radiusKm=100`);
    expect(wider.items.map((row) => row.id)).toContain(ids.campinas);
    expect(wider.items.find((row) => row.id === ids.campinas)?.distanceKm).toBeGreaterThan(70);
    // without near, no distance
    expect((await search('')).items.every((row) => row.distanceKm === undefined)).toBe(true);
  });

  it('refuses bad orders and windows with a 400', async () => {
    for (const query of [
      'sort=cheapest',
      'postedWithinDays=5',
      'near=1',
      'near=abc',
      `near=${SAO_PAULO}&radiusKm=5`,
      `near=${SAO_PAULO}&radiusKm=500`,
    ]) {
      const res = await t.request({ method: 'GET', url: `/v1/suggestions?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addMember, createUser, createWorkspace, type TestUser } from '../../../test/factories/index.ts';

let t: TestApp;
let ana: TestUser;
// the language of the signed-in user decides the titles' language
let english: TestUser;
let spanish: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ana = await createUser(t, { name: 'Ana' });
  english = await createUser(t, { language: 'en' });
  spanish = await createUser(t, { language: 'es' });
});
afterAll(() => t.close());

type Item = { id: string; title: string };
type UserSkill = { skillId: string; title: string; level: string | null; main: boolean };

const search = async (query: string, options: { token?: string; page?: number } = {}) => {
  const res = await t.request({
    method: 'GET',
    url: `/v1/skills?query=${encodeURIComponent(query)}${options.page ? `&page=${options.page}` : ''}`,
    token: options.token ?? ana.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Item[]; page: number; limit: number; total: number };
};
const idOf = async (title: string) => {
  const found = (await search(title)).items.find((item) => item.title === title);
  if (!found) throw new Error(`${title} not in the catalogue`);
  return found.id;
};
const save = (token: string, skills: unknown[]) => t.request({ method: 'POST', url: '/v1/skills/user', token, payload: { skills } });
const mine = async (token: string) => (await t.request({ method: 'GET', url: '/v1/myself/skills', token })).json().items as UserSkill[];

describe('skills catalogue', () => {
  it('is seeded with more than 1,000 skills in pt-BR, en and es', async () => {
    const all = (await search('')).total;
    expect(all).toBeGreaterThanOrEqual(1000);
    const en = await search('Aprendizado de máquina', { token: english.token });
    expect(en.items[0]?.title).toBe('Machine learning');
    const es = await search('machine learning', { token: spanish.token });
    expect(es.items[0]?.title).toBe('Aprendizaje automático');
  });

  it('searches ignoring accents and case, tolerating typos, most relevant first', async () => {
    expect((await search('programacao')).items[0]?.title).toBe('Programação');
    expect((await search('PROGRAMAÇÃO')).items[0]?.title).toBe('Programação');
    expect((await search('javscript')).items[0]?.title).toBe('JavaScript');
    expect((await search('kubernets')).items[0]?.title).toBe('Kubernetes');
    expect((await search('enfermagem')).items[0]?.title).toBe('Enfermagem');
    expect((await search('logistica')).items.map((item) => item.title)).toContain('Logística reversa');
    // like patterns are taken literally
    expect((await search('%_%')).total).toBe(0);
  });

  it('pages the results 20 at a time', async () => {
    const first = await search('de');
    expect(first.limit).toBe(20);
    expect(first.items).toHaveLength(20);
    expect(first.total).toBeGreaterThan(20);
    const second = await search('de', { page: 2 });
    expect(second.page).toBe(2);
    expect(second.items.map((item) => item.id)).not.toContain(first.items[0]?.id);
  });

  it("lists the catalogue in the caller's language, ordered and filtered by name", async () => {
    const list = (query: string, token = ana.token) => t.request({ method: 'GET', url: `/v1/skills/language?${query}`, token });
    const asc = (await list('filterByName=gestao')).json();
    expect(asc.limit).toBe(20);
    expect(asc.items).toHaveLength(20);
    expect(asc.items.every((item: Item) => item.title.toLowerCase().includes('gestão'))).toBe(true);
    const titles = asc.items.map((item: Item) => item.title);
    expect(titles[0]).toBe('Gestão ambiental');
    const desc = (await list('order=desc&limit=5&filterByName=gestion', spanish.token)).json();
    expect(desc.items).toHaveLength(5);
    expect(desc.items.every((item: Item) => item.title.toLowerCase().includes('gestión'))).toBe(true);
    expect(desc.items[0].title.localeCompare(desc.items[4].title, 'es')).toBeGreaterThan(0);
    expect((await list('limit=101')).statusCode).toBe(400);
  });
});

describe('creating a skill', () => {
  it('trims the title and refuses a duplicate, ignoring accents and case', async () => {
    const res = await t.request({ method: 'POST', url: '/v1/skills', token: ana.token, payload: { title: '  Cultivo de pitaia  ' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Cultivo de pitaia' });
    expect((await search('pitaia')).items[0]).toEqual(res.json());
    for (const title of ['cultivo de PITAIA', 'Programacao', 'machine learning']) {
      const again = await t.request({ method: 'POST', url: '/v1/skills', token: ana.token, payload: { title } });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toMatchObject({ code: 'skill.already_present', message: 'Esta habilidade já existe' });
    }
    const en = await t.request({ method: 'POST', url: '/v1/skills', token: english.token, payload: { title: 'Programação' } });
    expect(en.json().error.message).toBe('Skill already present');
    const blank = await t.request({ method: 'POST', url: '/v1/skills', token: ana.token, payload: { title: '   ' } });
    expect(blank.statusCode).toBe(422);
    const long = await t.request({ method: 'POST', url: '/v1/skills', token: ana.token, payload: { title: 'x'.repeat(101) } });
    expect(long.statusCode).toBe(422);
  });
});

describe("a user's skills", () => {
  it('saves levels (or none), leaves deleted entries out and lists main skills first', async () => {
    const user = await createUser(t);
    const [python, sql, excel, scrum] = await Promise.all(['Python', 'SQL', 'Excel avançado', 'Scrum'].map((title) => idOf(title)));
    const res = await save(user.token, [
      { skillId: python, level: 'advanced', main: true },
      { skillId: sql, level: 'interest' },
      { skillId: excel, level: null },
      { skillId: scrum, level: 'basic', deleted: true },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toEqual([
      { skillId: python, title: 'Python', level: 'advanced', main: true },
      { skillId: excel, title: 'Excel avançado', level: null, main: false },
      { skillId: sql, title: 'SQL', level: 'interest', main: false },
    ]);
    // a later save replaces the list; a deleted entry removes a skill the user had
    const again = await save(user.token, [
      { skillId: python, level: 'intermediate', main: true },
      { skillId: sql, level: 'interest', deleted: true },
    ]);
    expect(again.json().items).toEqual([{ skillId: python, title: 'Python', level: 'intermediate', main: true }]);
    expect(await mine(user.token)).toEqual(again.json().items);
    expect((await save(user.token, [{ skillId: python, level: 'expert' }])).statusCode).toBe(422);
    const unknown = await save(user.token, [{ skillId: '00000000-0000-4000-8000-00000000dead' }]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('skill.not_found');
    expect((await save(user.token, [])).json().items).toEqual([]);
  });

  it('refuses a fourth main skill', async () => {
    const user = await createUser(t);
    const ids = await Promise.all(['Liderança', 'Negociação', 'Empatia', 'Criatividade'].map((title) => idOf(title)));
    const four = await save(
      user.token,
      ids.map((skillId) => ({ skillId, level: 'basic', main: true })),
    );
    expect(four.statusCode).toBe(422);
    expect(four.json().error).toMatchObject({
      code: 'skill.main_limit',
      message: 'Você pode marcar no máximo 3 habilidades principais',
    });
    expect(await mine(user.token)).toEqual([]);
    // a deleted main skill does not count
    const withDeleted = await save(
      user.token,
      ids.map((skillId, index) => ({ skillId, main: true, deleted: index === 3 })),
    );
    expect(withDeleted.statusCode).toBe(200);
    expect(withDeleted.json().items.filter((item: UserSkill) => item.main)).toHaveLength(3);
  });

  it("shows a user's skills to themselves and to members of a shared workspace only", async () => {
    const owner = await createUser(t);
    const colleague = await createUser(t);
    const stranger = await createUser(t);
    const company = await createWorkspace(t);
    await addMember(t, company.id, owner.id, 'owner');
    await addMember(t, company.id, colleague.id, 'member');
    await save(owner.token, [{ skillId: await idOf('Kanban'), level: 'advanced', main: true }]);
    const read = (token: string, userId = owner.id) => t.request({ method: 'GET', url: `/v1/skills/user/${userId}`, token });
    expect((await read(owner.token)).json().items).toEqual([expect.objectContaining({ title: 'Kanban', main: true })]);
    expect((await read(colleague.token)).json().items).toHaveLength(1);
    const hidden = await read(stranger.token);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.code).toBe('skill.user_not_found');
    expect((await read(owner.token, '00000000-0000-4000-8000-00000000dead')).statusCode).toBe(404);
    expect((await read(owner.token, 'abc')).statusCode).toBe(404);
  });

  it('answers 401 to anonymous callers on every endpoint', async () => {
    const calls = [
      { method: 'GET', url: '/v1/skills?query=java' },
      { method: 'GET', url: '/v1/skills/language' },
      { method: 'POST', url: '/v1/skills', payload: { title: 'Nova' } },
      { method: 'POST', url: '/v1/skills/user', payload: { skills: [] } },
      { method: 'GET', url: `/v1/skills/user/${ana.id}` },
      { method: 'GET', url: '/v1/myself/skills' },
    ] as const;
    for (const call of calls) expect((await t.request(call)).statusCode, call.url).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addMember, createUser, createWorkspace, type TestUser } from '../../../test/factories/index.ts';
import { multipart, PNG_1PX } from '../../../test/uploads.ts';
import { skills } from '../../db/schema/index.ts';
import { contentsSummarySections } from './summary-sections.ts';

let t: TestApp;
let creator: TestUser;
let member: TestUser;
let outsider: TestUser;
let company: { id: string; subdomain: string | null };
let other: { id: string };
let skillId: string;

beforeAll(async () => {
  t = await createTestApp();
  creator = await createUser(t, { name: 'Carla' });
  member = await createUser(t, { name: 'Marcos' });
  outsider = await createUser(t, { name: 'Otto' });
  company = await createWorkspace(t, { name: 'Acme Educação', subdomain: 'acme-edu' });
  other = await createWorkspace(t, { name: 'Outra Empresa', subdomain: 'outra' });
  await addMember(t, company.id, creator.id, 'content_creator');
  await addMember(t, company.id, member.id, 'member');
  await addMember(t, other.id, outsider.id, 'administrator');
  const [skill] = await t.db
    .insert(skills)
    .values({
      titlePt: 'Programação',
      titleEn: 'Programming',
      titleEs: 'Programación',
      keyPt: 'programacao',
      keyEn: 'programming',
      keyEs: 'programacion',
      searchKey: 'programacao programming programacion',
      createdAt: t.clock.now(),
    })
    .returning();
  skillId = skill?.id ?? '';
});
afterAll(() => t.close());

const content = (fields: Record<string, unknown> = {}) => ({
  workspaceId: company.id,
  type: 'video',
  title: 'Programação funcional na prática',
  description: 'Uma introdução a funções puras',
  link: 'https://example.com/video',
  language: 'pt-BR',
  duration: 45,
  durationUnit: 'min',
  level: 'basic',
  skills: [skillId],
  ...fields,
});
const create = (token: string, fields: Record<string, unknown> = {}) =>
  t.request({ method: 'POST', url: '/v1/contents', token, payload: content(fields) });

describe('contents', () => {
  it('a content creator publishes a video with skills; members see it, another company does not see a private one', async () => {
    const res = await create(creator.token);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ type: 'video', typeCode: 4, title: 'Programação funcional na prática', level: 'basic', canManage: true });
    expect(body.skills).toEqual([{ id: skillId, title: 'Programação' }]);

    const seen = await t.request({ method: 'GET', url: `/v1/contents/${body.id}`, token: member.token });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().canManage).toBe(false);

    const secret = await create(creator.token, { title: 'Plano interno', private: true });
    expect((await t.request({ method: 'GET', url: `/v1/contents/${secret.json().id}`, token: outsider.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/v1/contents/${secret.json().id}`, token: member.token })).statusCode).toBe(200);
  });

  it('a member may not create, and nobody but the author or a manager edits or deletes', async () => {
    const refused = await create(member.token);
    expect(refused.statusCode).toBe(403);
    const created = (await create(creator.token)).json();
    const edit = await t.request({
      method: 'POST',
      url: `/v1/contents/${created.id}`,
      token: member.token,
      payload: content({ title: 'Outro' }),
    });
    expect(edit.statusCode).toBe(403);
    const own = await t.request({
      method: 'POST',
      url: `/v1/contents/${created.id}`,
      token: creator.token,
      payload: content({ title: 'Novo título' }),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().title).toBe('Novo título');
    expect((await t.request({ method: 'DELETE', url: `/v1/contents/${created.id}`, token: member.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/v1/contents/${created.id}`, token: creator.token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/v1/contents/${created.id}`, token: creator.token })).statusCode).toBe(404);
  });

  it('refuses bad input with field messages and changes nothing', async () => {
    const res = await create(creator.token, { title: '   ', link: 'javascript:alert(1)', type: 'meme', skills: ['nao-existe'] });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toMatchObject({
      title: expect.any(String),
      link: 'Informe um link válido, começando com http:// ou https://',
      type: expect.any(String),
    });
    const unknownSkill = await create(creator.token, { skills: ['00000000-0000-4000-8000-000000000000'] });
    expect(Object.keys(unknownSkill.json().error.fields)).toEqual(['skills']);
    const both = await create(creator.token, { private: true, public: true });
    expect(both.json().error.fields).toEqual({ public: 'Um conteúdo privado não pode ser publicado na descoberta' });
  });

  it('takes multipart with a cover image', async () => {
    const form = await multipart(
      { workspaceId: company.id, type: 'article', title: 'Artigo com capa', skills: JSON.stringify([skillId]), private: 'false' },
      { coverImage: { data: PNG_1PX, name: 'capa.png', type: 'image/png' } },
    );
    const res = await t.request({ method: 'POST', url: '/v1/contents', token: creator.token, ...form });
    expect(res.statusCode).toBe(201);
    expect(res.json().coverUrl).toMatch(/\.webp$/);
  });

  it('without a workspace named, goes to the X-Company workspace, else the personal one', async () => {
    const { workspaceId: _omit, ...fields } = content({ title: 'Sem workspace' });
    const byHeader = await t.request({ method: 'POST', url: '/v1/contents', token: creator.token, company: 'acme-edu', payload: fields });
    expect(byHeader.statusCode).toBe(201);
    expect(byHeader.json().workspace.id).toBe(company.id);
    const personal = await t.request({ method: 'POST', url: '/v1/contents', token: creator.token, payload: fields });
    expect(personal.statusCode).toBe(201);
    expect(personal.json().workspace.type).toBe('individual');
    const list = await t.request({ method: 'POST', url: '/v1/lists', token: member.token, payload: { title: 'Minha lista' } });
    expect(list.statusCode).toBe(201);
    expect(list.json().workspace.type).toBe('individual');
    // a member of the company may not create there
    const refused = await t.request({
      method: 'POST',
      url: '/v1/lists',
      token: member.token,
      company: 'acme-edu',
      payload: { title: 'Lista' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('lists the types with their numeric codes', async () => {
    const res = await t.request({ method: 'GET', url: '/v1/contents/types', token: member.token });
    expect(res.json().items).toContainEqual({ type: 'slides', code: 5 });
    expect(res.json().items).toContainEqual({ type: 'book', code: null });
  });
});

describe('progress, pathways and favourites', () => {
  it('in progress, concluded, the pathway completion follows and favourites list them', async () => {
    const a = (await create(creator.token, { title: 'Aula 1' })).json();
    const b = (await create(creator.token, { title: 'Aula 2' })).json();
    const list = await t.request({
      method: 'POST',
      url: '/v1/lists',
      token: creator.token,
      payload: { workspaceId: company.id, title: 'Trilha de programação', contents: [a.id, b.id], skills: [skillId] },
    });
    expect(list.statusCode).toBe(201);
    expect(list.json().contents.map((c: { id: string }) => c.id)).toEqual([a.id, b.id]);
    const listId = list.json().id;

    const access = await t.request({
      method: 'POST',
      url: '/v1/myself/contents/access',
      token: member.token,
      payload: { contentId: a.id },
    });
    expect(access.json()).toEqual({ interaction: 'access' });
    const progress = await t.request({ method: 'POST', url: `/v1/contents/${a.id}/toogle-in-progress`, token: member.token });
    expect(progress.json()).toEqual({ interaction: 'in_progress' });
    const done = await t.request({ method: 'POST', url: `/v1/myself/contents/${a.id}/toogle-conclusion`, token: member.token });
    expect(done.json()).toEqual({ interaction: 'conclusion' });

    const half = await t.request({ method: 'GET', url: `/v1/lists/${listId}`, token: member.token });
    expect(half.json()).toMatchObject({ completion: 50, interaction: 'in_progress', contentsCount: 2 });
    await t.request({
      method: 'POST',
      url: `/v1/contents/${b.id}/interaction`,
      token: member.token,
      payload: { interaction: 'conclusion' },
    });
    const full = await t.request({ method: 'GET', url: `/v1/lists/${listId}`, token: member.token });
    expect(full.json()).toMatchObject({ completion: 100, interaction: 'conclusion' });
    const finished = await t.request({ method: 'GET', url: '/v1/myself/lists?filter=finished', token: member.token });
    expect(finished.json().items.map((l: { id: string }) => l.id)).toContain(listId);

    const tabs = await t.request({ method: 'GET', url: '/v1/myself/contents?filter=finished', token: member.token });
    expect(
      tabs
        .json()
        .items.map((c: { id: string }) => c.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());

    const fav = await t.request({ method: 'POST', url: `/v1/myself/saved-contents/${a.id}`, token: member.token });
    expect(fav.json()).toEqual({ favorite: true });
    await t.request({ method: 'POST', url: `/v1/myself/lists/${listId}/toggle-favoritism`, token: member.token });
    const saves = await t.request({ method: 'GET', url: '/v1/myself/saves', token: member.token });
    expect(saves.json().contents.map((c: { id: string }) => c.id)).toEqual([a.id]);
    expect(saves.json().lists.map((l: { id: string }) => l.id)).toEqual([listId]);
    const unfav = await t.request({ method: 'POST', url: `/v1/myself/saved-contents/${a.id}`, token: member.token });
    expect(unfav.json()).toEqual({ favorite: false });
  });

  it("a private content cannot go into another workspace's pathway", async () => {
    const secret = (await create(creator.token, { title: 'Segredo', private: true })).json();
    const personal = await t.request({ method: 'GET', url: '/v1/myself/workspaces', token: creator.token });
    const own =
      personal.json().items?.find((w: { type: string }) => w.type === 'individual') ??
      personal.json().find?.((w: { type: string }) => w.type === 'individual');
    const mine = await t.request({
      method: 'POST',
      url: '/v1/lists',
      token: creator.token,
      payload: { workspaceId: own.id, title: 'Minha trilha' },
    });
    expect(mine.statusCode).toBe(201);
    const res = await t.request({
      method: 'POST',
      url: `/v1/contents/${secret.id}/lists`,
      token: creator.token,
      payload: { lists: [mine.json().id] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Conteúdos privados não podem ser adicionados a listas de outros workspaces');
  });

  it('counts a view once per viewer per day', async () => {
    const a = (await create(creator.token, { title: 'Contado' })).json();
    const hit = () => t.request({ method: 'PATCH', url: `/v1/contents/${a.id}/hits`, token: member.token });
    expect((await hit()).json()).toEqual({ hits: 1 });
    expect((await hit()).json()).toEqual({ hits: 1 });
    t.clock.advance(24 * 36e5);
    expect((await hit()).json()).toEqual({ hits: 2 });
  });
});

describe('GET /v1/discovery', () => {
  it('finds without accents, tolerates a typo, and never shows a private content to another company', async () => {
    await create(creator.token, { title: 'Introdução à Programação', public: true });
    await create(creator.token, { title: 'Programação secreta', private: true });
    const search = (token: string, query: string, extra = '') =>
      t.request({ method: 'GET', url: `/v1/discovery?query=${encodeURIComponent(query)}${extra}`, token });
    const titles = async (token: string, query: string, extra = '') =>
      (await search(token, query, extra))
        .json()
        .items.map((i: { kind: string; content?: { title: string }; list?: { title: string } }) => i.content?.title ?? i.list?.title);

    const probe = await search(outsider.token, 'programacao');
    expect(
      probe.statusCode,
      t.logLines
        .filter((l) => l.includes('"err"'))
        .join('\n')
        .slice(0, 1500),
    ).toBe(200);
    expect(await titles(outsider.token, 'programacao')).toContain('Introdução à Programação');
    expect(await titles(outsider.token, 'PROGRAMAÇÃO')).toContain('Introdução à Programação');
    expect(await titles(outsider.token, 'introducao programacao')).toContain('Introdução à Programação');
    expect(await titles(outsider.token, 'programaçao')).not.toContain('Programação secreta');
    expect(await titles(member.token, 'programacao')).toContain('Programação secreta');
    expect(await titles(outsider.token, 'introdusao')).toContain('Introdução à Programação');
    expect(await titles(outsider.token, 'programacao', '&types=article')).not.toContain('Introdução à Programação');
  });

  it('takes at most 10 skills', async () => {
    const ids = Array.from({ length: 11 }, (_, i) => `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`);
    const res = await t.request({ method: 'GET', url: `/v1/discovery?skills=${ids.join(',')}`, token: member.token });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.skills).toBe('Você só pode selecionar até 10 habilidades');
  });
});

describe('the e-mail summary', () => {
  it('tells a member what others published in their workspaces since the last summary, not what they wrote', async () => {
    const since = t.clock.now();
    t.clock.advance(60_000);
    await create(creator.token, { title: 'Novidade um' });
    await create(creator.token, { title: 'Novidade dois' });
    const now = t.clock.now();
    const [section] = contentsSummarySections;
    const forMember = await section?.collect(t.db, { userId: member.id, email: member.email, language: 'pt-BR' }, since, now);
    expect(forMember).toEqual({ title: 'Novos conteúdos nos seus workspaces', lines: ['Acme Educação: 2 novos conteúdos'] });
    expect(await section?.collect(t.db, { userId: creator.id, email: creator.email, language: 'pt-BR' }, since, now)).toBeNull();
    expect(await section?.collect(t.db, { userId: outsider.id, email: outsider.email, language: 'en' }, since, now)).toBeNull();
  });
});

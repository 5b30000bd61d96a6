import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createSampleCatalogue, createUser, createWorkspace, SAMPLE_COURSES, type TestUser } from '../../../test/factories/index.ts';
import { courseEnrollments, courses, profiles } from '../../db/schema/index.ts';
import { HOUR } from '../../platform/clock.ts';

let t: TestApp;
let user: TestUser;
let ids: Map<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await createSampleCatalogue(t.db, t.clock.now());
  const rows = await t.db.select({ id: courses.id, name: courses.name }).from(courses);
  ids = new Map(rows.map((row) => [row.name, row.id]));
  user = await createUser(t, { name: 'Lia' });
});
afterAll(() => t.close());

const idOf = (name: string) => {
  const id = ids.get(name);
  if (!id) throw new Error(`no course ${name}`);
  return id;
};
const search = (payload: object, token = user.token) => t.request({ method: 'POST', url: '/v1/courses/search', token, payload });
const namesOf = (body: { items: { name: string }[] }) => body.items.map((item) => item.name);
const NEWEST_FIRST = SAMPLE_COURSES.map((course) => course.name);

describe('catalogue filters', () => {
  it('lists the segments in the caller’s language and the providers by name', async () => {
    const segments = await t.request({ method: 'GET', url: '/v1/courses/segments', token: user.token });
    expect(segments.statusCode).toBe(200);
    expect(segments.json().items).toHaveLength(12);
    expect(segments.json().items[0]).toMatchObject({ slug: 'agronegocio', name: 'Agronegócio e sustentabilidade' });

    const english = await createUser(t, { name: 'John', language: 'en' });
    const named = await t.request({ method: 'GET', url: '/v1/courses/segments', token: english.token });
    expect(named.json().items.map((item: { name: string }) => item.name)).toContain('Technology and programming');

    const providers = await t.request({ method: 'GET', url: '/v1/courses/providers', token: user.token });
    expect(providers.json().items.map((item: { slug: string }) => item.slug)).toEqual(['alura', 'sebrae', 'senai', 'senar']);
    expect(providers.json().items[0]).toMatchObject({ name: 'Alura', logoUrl: null });
  });

  it('needs a session', async () => {
    expect((await t.request({ method: 'GET', url: '/v1/courses/suggestions' })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/v1/courses/search', payload: {} })).statusCode).toBe(401);
  });
});

describe('POST /v1/courses/search', () => {
  it('without a filter: 12 per page, newest first, with the course item shape', async () => {
    const first = await search({});
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ page: 1, limit: 12, total: SAMPLE_COURSES.length });
    expect(namesOf(first.json())).toEqual(NEWEST_FIRST.slice(0, 12));
    expect(first.json().items[2]).toEqual({
      id: idOf('Soldagem na prática'),
      name: 'Soldagem na prática',
      description: 'Curso de Soldagem na prática com exercícios.',
      provider: { id: expect.any(String), name: 'Senai', logoUrl: null },
      segment: { id: expect.any(String), name: 'Indústria e manutenção' },
      modality: 'oncampus',
      workloadHours: 120,
      workload: 'longterm',
      price: 0,
      currency: 'BRL',
      free: true,
      language: 'pt-BR',
      url: 'https://cursos.example/2',
      imageUrl: null,
      city: 'Joinville',
      state: 'SC',
      saved: false,
      enrolled: false,
    });
    expect(first.json().items[0]).toMatchObject({ price: 199.9, free: false, workload: 'shortterm' });
    const second = await search({ page: 2 });
    expect(namesOf(second.json())).toEqual(NEWEST_FIRST.slice(12));
  });

  it('filters by modality, workload, price, segment and provider (by slug or id)', async () => {
    expect(namesOf((await search({ modality: 'oncampus' })).json())).toEqual([
      'Soldagem na prática',
      'Lógica de Programação',
      'Apicultura',
    ]);
    expect(namesOf((await search({ modality: ['hybrid', 'bimodal'] })).json())).toEqual([
      'Gestão Rural',
      'Agricultura de Precisão',
      'Automação Industrial',
    ]);
    // short-term is up to 40 hours, long-term beyond
    const short = (await search({ workload: 'shortterm', segment: 'tecnologia' })).json();
    expect(short.items.every((item: { workloadHours: number }) => item.workloadHours <= 40)).toBe(true);
    expect(namesOf(short)).toContain('Lógica de Programação');
    expect(namesOf((await search({ workload: 'longterm', segment: 'tecnologia' })).json())).toEqual([
      'JavaScript na prática',
      'Banco de Dados SQL',
    ]);
    expect(namesOf((await search({ price: 'free', provider: 'senai' })).json())).toEqual(['Soldagem na prática', 'Lógica de Programação']);
    const paid = (await search({ price: 'paid', provider: 'senai' })).json();
    expect(namesOf(paid)).toEqual(['Automação Industrial', 'Banco de Dados SQL']);
    const segmentId = paid.items[0].segment.id;
    expect((await search({ segment: segmentId })).json().total).toBe(2);
    expect((await search({ segment: 'agronegocio', modality: 'indifferent', workload: null, price: '' })).json().total).toBe(3);
    // nothing matches an unknown segment or provider
    expect((await search({ segment: 'gastronomia' })).json()).toMatchObject({ items: [], total: 0 });
    expect((await search({ provider: randomUUID() })).json()).toMatchObject({ items: [], total: 0 });
  });

  it('finds by name ignoring accents and case, tolerating typos, the most relevant first', async () => {
    expect(namesOf((await search({ name: 'ANALISE de dados' })).json())[0]).toBe('Análise de Dados com Power BI');
    expect(namesOf((await search({ name: 'javascrpt' })).json())).toEqual(['JavaScript na prática']);
    expect(namesOf((await search({ name: 'programação' })).json())).toContain('Lógica de Programação');
    expect((await search({ name: 'soldagem', modality: 'online' })).json().total).toBe(0);
    expect((await search({ name: 'xyzzy qwerty' })).json()).toMatchObject({ items: [], total: 0 });
  });

  it('refuses a filter outside the known values', async () => {
    const res = await search({ modality: 'presencial' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('validation.failed');
    expect((await search({ workload: 'forever' })).statusCode).toBe(422);
    expect((await search({ page: 0 })).statusCode).toBe(422);
  });
});

describe('course pages', () => {
  it('shows a course; an unknown id is a 404 in pt-BR', async () => {
    const res = await t.request({ method: 'GET', url: `/v1/courses/details/${idOf('Gestão Rural')}`, token: user.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Gestão Rural', modality: 'hybrid', city: 'Rio Verde', state: 'GO', workload: 'longterm' });
    for (const id of [randomUUID(), 'nao-e-um-id']) {
      const missing = await t.request({ method: 'GET', url: `/v1/courses/details/${id}`, token: user.token });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toMatchObject({ code: 'course.not_found', message: 'Curso não encontrado' });
    }
  });

  it('relates up to 6 other courses of the same segment, newest first', async () => {
    const res = await t.request({ method: 'GET', url: `/v1/courses/related/${idOf('Python para iniciantes')}`, token: user.token });
    expect(res.statusCode).toBe(200);
    expect(namesOf(res.json())).toEqual([
      'JavaScript na prática',
      'React: nível avançado',
      'Lógica de Programação',
      'Git e GitHub',
      'Java: primeiros passos',
      'Banco de Dados SQL',
    ]);
    expect((await t.request({ method: 'GET', url: `/v1/courses/related/${randomUUID()}`, token: user.token })).statusCode).toBe(404);
  });
});

describe('suggestions', () => {
  it('puts the segments of the preferred areas first, then the newest; 15 per page', async () => {
    const farmer = await createUser(t, { name: 'Rui' });
    await t.db.insert(profiles).values({ userId: farmer.id, preferredAreas: [3], updatedAt: t.clock.now() });
    const res = await t.request({ method: 'GET', url: '/v1/courses/suggestions', token: farmer.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 1, limit: 15, total: SAMPLE_COURSES.length });
    expect(namesOf(res.json()).slice(0, 4)).toEqual(['Gestão Rural', 'Agricultura de Precisão', 'Apicultura', 'Python para iniciantes']);
    expect(res.json().items).toHaveLength(15);
    const next = await t.request({ method: 'GET', url: '/v1/courses/suggestions?page=2', token: farmer.token });
    expect(next.json().items).toHaveLength(1);

    // without preferred areas: the newest
    const plain = await t.request({ method: 'GET', url: '/v1/courses/suggestions', token: user.token });
    expect(namesOf(plain.json())).toEqual(NEWEST_FIRST.slice(0, 15));
  });
});

describe('saved courses', () => {
  it('saves, lists last saved first, and takes out by body or query; saving twice changes nothing', async () => {
    const saver = await createUser(t, { name: 'Sofia' });
    const save = (name: string) =>
      t.request({ method: 'POST', url: '/v1/courses/saved', token: saver.token, payload: { course_id: idOf(name) } });
    expect((await save('Apicultura')).json()).toEqual({ courseId: idOf('Apicultura'), saved: true });
    t.clock.advance(HOUR);
    await save('Git e GitHub');
    t.clock.advance(HOUR);
    expect((await save('Apicultura')).statusCode).toBe(200);
    const list = await t.request({ method: 'GET', url: '/v1/courses/saved', token: saver.token });
    expect(list.json()).toMatchObject({ total: 2, page: 1 });
    expect(namesOf(list.json())).toEqual(['Git e GitHub', 'Apicultura']);
    expect(list.json().items[0].saved).toBe(true);
    const details = await t.request({ method: 'GET', url: `/v1/courses/details/${idOf('Apicultura')}`, token: saver.token });
    expect(details.json().saved).toBe(true);
    // another person's view of the same course
    expect((await t.request({ method: 'GET', url: `/v1/courses/details/${idOf('Apicultura')}`, token: user.token })).json().saved).toBe(
      false,
    );

    const byBody = await t.request({
      method: 'DELETE',
      url: '/v1/courses/saved',
      token: saver.token,
      payload: { course_id: idOf('Apicultura') },
    });
    expect(byBody.json()).toEqual({ courseId: idOf('Apicultura'), saved: false });
    const byQuery = await t.request({ method: 'DELETE', url: `/v1/courses/saved?course_id=${idOf('Git e GitHub')}`, token: saver.token });
    expect(byQuery.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/v1/courses/saved', token: saver.token })).json()).toMatchObject({
      items: [],
      total: 0,
    });

    expect((await t.request({ method: 'DELETE', url: '/v1/courses/saved', token: saver.token })).statusCode).toBe(422);
    const unknown = await t.request({ method: 'POST', url: '/v1/courses/saved', token: saver.token, payload: { course_id: randomUUID() } });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps the portal a course was saved through, and lists by portal', async () => {
    const portal = await createWorkspace(t, { name: 'Capacita Brasil', type: 'aggregator', subdomain: 'capacita-teste' });
    const saver = await createUser(t, { name: 'Paulo' });
    const post = (payload: object) => t.request({ method: 'POST', url: '/v1/courses/saved', token: saver.token, payload });
    await post({ course_id: idOf('Plano de Negócios'), aggregator: 'capacita-teste' });
    await post({ course_id: idOf('Git e GitHub') });
    const all = await t.request({ method: 'GET', url: '/v1/courses/saved', token: saver.token });
    expect(all.json().total).toBe(2);
    for (const aggregator of ['capacita-teste', portal.id]) {
      const through = await t.request({ method: 'GET', url: `/v1/courses/saved?aggregator=${aggregator}`, token: saver.token });
      expect(namesOf(through.json())).toEqual(['Plano de Negócios']);
    }
    expect((await t.request({ method: 'GET', url: '/v1/courses/saved?aggregator=nao-existe', token: saver.token })).statusCode).toBe(404);
    expect((await post({ course_id: idOf('Apicultura'), aggregator: 'nao-existe' })).statusCode).toBe(404);
  });
});

describe('enrolment', () => {
  const enroll = (token: string, name: string) =>
    t.request({ method: 'POST', url: '/v1/courses/enroll', token, payload: { course_id: idOf(name) } });

  it('requires a phone on the profile', async () => {
    const res = await enroll(user.token, 'Apicultura');
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({
      code: 'courses.phone_required',
      message: 'Adicione um telefone ao seu perfil para se inscrever no curso.',
    });
    expect(await t.db.$count(courseEnrollments)).toBe(0);
  });

  it('records the enrolment with the phone; enrolling twice answers the same record; lists newest first', async () => {
    const student = await createUser(t, { name: 'Davi', phone: '(11) 98765-4321', countryCode: 'br' });
    const first = await enroll(student.token, 'Apicultura');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      courseId: idOf('Apicultura'),
      phone: '(11) 98765-4321',
      enrolledAt: t.clock.now().toISOString(),
      course: { name: 'Apicultura', enrolled: true },
    });
    t.clock.advance(HOUR);
    const again = await enroll(student.token, 'Apicultura');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await t.db.$count(courseEnrollments)).toBe(1);

    await enroll(student.token, 'Gestão Rural');
    const list = await t.request({ method: 'GET', url: '/v1/courses/enroll', token: student.token });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 2 });
    expect(namesOf(list.json())).toEqual(['Gestão Rural', 'Apicultura']);
    expect(list.json().items.every((item: { enrolled: boolean }) => item.enrolled)).toBe(true);
    expect((await t.request({ method: 'GET', url: '/v1/courses/enroll', token: user.token })).json()).toMatchObject({ total: 0 });
  });

  it('takes the profile’s contact phone when the account has none; an unknown course is a 404', async () => {
    const student = await createUser(t, { name: 'Bia' });
    await t.db.insert(profiles).values({ userId: student.id, contactPhone: '(21) 99876-5432', updatedAt: t.clock.now() });
    expect((await enroll(student.token, 'Git e GitHub')).json().phone).toBe('(21) 99876-5432');
    const unknown = await t.request({
      method: 'POST',
      url: '/v1/courses/enroll',
      token: student.token,
      payload: { course_id: randomUUID() },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: '/v1/courses/enroll', token: student.token, payload: {} })).statusCode).toBe(422);
  });
});

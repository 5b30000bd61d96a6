import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type CompanyOf, createCompany, OTHER_ADMIN } from '../../../test/factories/index.ts';
import { recordVerifiedConclusion } from '../contents/index.ts';
import { assignmentsTasks } from './assignments.tasks.ts';

const PEOPLE = {
  admin: 'administrator',
  creator: 'content_creator',
  member: 'member',
  colleague: 'member',
  newcomer: 'member',
  otherAdmin: OTHER_ADMIN,
} as const;

let t: TestApp;
let c: CompanyOf<typeof PEOPLE>;
let content: string;
let secondContent: string;
let pathway: string;
let foreignPrivate: string;
let department: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (token: string, method: Method, url: string, payload?: object, company = c.subdomain) =>
  t.request({ method, url, payload, token, company });
const assign = (payload: object) => as(c.admin.token, 'POST', '/v1/-/learning/assignments', payload);
const report = async (query = '') => (await as(c.admin.token, 'GET', `/v1/-/learning/assignments/report${query}`)).json();
const statusOf = async (userId: string, itemId: string) =>
  (await report()).people.find((p: { userId: string; itemId: string }) => p.userId === userId && p.itemId === itemId)?.status;
const placeIn = async (userId: string) =>
  expect((await as(c.admin.token, 'PUT', `/v1/-/departments/${department}/members`, { userIds: [userId] })).statusCode).toBe(200);
const verify = (userId: string, contentId: string) => recordVerifiedConclusion(t.db, userId, contentId, 90, t.clock.now());

beforeAll(async () => {
  t = await createTestApp();
  c = await createCompany(t, { people: PEOPLE });
  const post = async (token: string, url: string, payload: object, workspaceId = c.id) => {
    const res = await t.request({ method: 'POST', url, token, payload: { workspaceId, ...payload } });
    if (res.statusCode !== 201) throw new Error(`fixture ${url}: ${res.body}`);
    return res.json().id as string;
  };
  content = await post(c.creator.token, '/v1/contents', { type: 'article', title: 'NR-31: segurança no campo', private: true });
  secondContent = await post(c.creator.token, '/v1/contents', { type: 'video', title: 'Uso de EPI' });
  pathway = await post(c.creator.token, '/v1/lists', { title: 'Integração', contents: [content, secondContent] });
  foreignPrivate = await post(c.otherAdmin.token, '/v1/contents', { type: 'article', title: 'Interno de outra', private: true }, c.otherId);
  department = (await as(c.admin.token, 'POST', '/v1/-/departments', { name: 'Operações' })).json().id;
  await placeIn(c.member.id);
  await placeIn(c.colleague.id);
});
afterAll(() => t.close());

describe('assigning training', () => {
  it('refuses what is not exactly one target and one audience, with pt-BR messages, and creates nothing', async () => {
    const both = await assign({ contentId: content, listId: pathway, departmentId: department, dueDate: '2026-03-20' });
    expect(both.statusCode).toBe(422);
    expect(both.json().error.fields).toEqual({ contentId: 'Escolha um conteúdo ou uma trilha (apenas um)' });
    const none = await assign({ userIds: [c.member.id], departmentId: department, dueDate: '2026-03-20' });
    expect(none.statusCode).toBe(422);
    expect(none.json().error.fields).toEqual({
      contentId: 'Escolha um conteúdo ou uma trilha (apenas um)',
      userIds: 'Escolha pessoas ou um departamento (apenas um)',
    });
    const nobody = await assign({ contentId: content, dueDate: '2026-03-20' });
    expect(nobody.json().error.fields).toEqual({ userIds: 'Escolha pessoas ou um departamento (apenas um)' });
    const past = await assign({ contentId: content, departmentId: department, dueDate: '2026-03-09' });
    expect(past.statusCode).toBe(422);
    expect(past.json().error.fields).toEqual({ dueDate: 'O prazo não pode ser uma data passada' });
    const stranger = await assign({ contentId: content, userIds: [c.member.id, c.otherAdmin.id], dueDate: '2026-03-20' });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().error.fields).toEqual({ userIds: 'Todas as pessoas precisam ser membros da empresa' });
    const hidden = await assign({ contentId: foreignPrivate, userIds: [c.member.id], dueDate: '2026-03-20' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error).toMatchObject({ code: 'assignment.content_not_found', message: 'Conteúdo não encontrado' });
    const noList = await assign({ listId: '00000000-0000-4000-8000-000000000000', userIds: [c.member.id], dueDate: '2026-03-20' });
    expect(noList.json().error.code).toBe('assignment.list_not_found');
    const noDepartment = await assign({ contentId: content, departmentId: '00000000-0000-4000-8000-000000000000', dueDate: '2026-03-20' });
    expect(noDepartment.json().error).toMatchObject({ code: 'assignment.department_not_found', message: 'Departamento não encontrado' });
    expect((await report()).people).toEqual([]);
  });

  it('reaches the department’s members at the time; the report shows one overdue once the clock passes the due day', async () => {
    t.clock.set('2026-03-10T12:00:00.000Z');
    const created = await assign({ contentId: content, departmentId: department, dueDate: '2026-03-20' });
    expect(created.statusCode).toBe(201);
    expect(created.json().assignees).toBe(2);
    // who joins the department afterwards is not assigned: the assignment names the people it reached
    await placeIn(c.newcomer.id);
    await verify(c.member.id, content);
    const onTime = await report();
    expect(onTime.totals).toEqual({ assigned: 2, inProgress: 0, done: 1, overdue: 0 });
    expect(onTime.people.map((p: { userId: string }) => p.userId).sort()).toEqual([c.member.id, c.colleague.id].sort());

    t.clock.set('2026-03-21T12:00:00.000Z');
    const late = await report();
    expect(late.departments).toEqual([{ departmentId: department, name: 'Operações', assigned: 2, inProgress: 0, done: 1, overdue: 1 }]);
    expect(await statusOf(c.colleague.id, content)).toBe('overdue');
    expect((await report('?status=overdue')).people).toHaveLength(1);
    expect((await report(`?departmentId=${department}&status=done`)).people[0]).toMatchObject({ userId: c.member.id, kind: 'content' });
  });

  it('counts as done only verified conclusions; a pathway when every content in it is verified', async () => {
    t.clock.set('2026-03-10T12:00:00.000Z');
    expect((await assign({ listId: pathway, userIds: [c.colleague.id, c.creator.id], dueDate: '2026-04-30' })).statusCode).toBe(201);
    expect(await statusOf(c.colleague.id, pathway)).toBe('not_started');
    // a conclusion clicked by hand is progress, not proof
    await as(c.colleague.token, 'POST', `/v1/contents/${content}/interaction`, { interaction: 'conclusion' });
    expect(await statusOf(c.colleague.id, pathway)).toBe('in_progress');
    await verify(c.colleague.id, content);
    expect(await statusOf(c.colleague.id, pathway)).toBe('in_progress');
    await verify(c.colleague.id, secondContent);
    expect(await statusOf(c.colleague.id, pathway)).toBe('done');
    expect(await statusOf(c.creator.id, pathway)).toBe('not_started');
  });

  it('lists the assignee’s own training, nearest due first, with the company', async () => {
    t.clock.set('2026-03-10T12:00:00.000Z');
    const mine = (await as(c.colleague.token, 'GET', '/v1/myself/assignments')).json().items;
    expect(mine.map((a: { title: string }) => a.title)).toEqual(['NR-31: segurança no campo', 'Integração']);
    expect(mine[0]).toMatchObject({
      kind: 'content',
      itemId: content,
      dueDate: '2026-03-20',
      status: 'done',
      company: { id: c.id, subdomain: c.subdomain },
    });
    expect((await as(c.otherAdmin.token, 'GET', '/v1/myself/assignments')).json().items).toEqual([]);
  });

  it('exports one row per person and assignment, with a pt-BR header, safe against formulas', async () => {
    await t.db.execute(sql`update users set name = '=HYPERLINK("x")' where id = ${c.creator.id}`);
    const res = await as(c.admin.token, 'GET', '/v1/-/learning/assignments/report.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`treinamentos-${c.subdomain}-2026-03-10.csv`);
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Pessoa;E-mail;Departamento;Tipo;Treinamento;Prazo;Situação');
    expect(lines).toHaveLength(1 + 4);
    expect(lines.find((line) => line.includes('HYPERLINK'))).toMatch(/^"'=HYPERLINK\(""x""\) /);
    expect(lines.some((line) => line.includes(';Operações;Conteúdo;NR-31: segurança no campo;20/03/2026;Concluído (verificado)'))).toBe(
      true,
    );
  });

  it('places only members of the company in a department', async () => {
    const res = await as(c.admin.token, 'PUT', `/v1/-/departments/${department}/members`, { userIds: [c.otherAdmin.id] });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ userIds: 'Todas as pessoas precisam ser membros da empresa' });
  });

  it('drops the assignments of someone who leaves the company', async () => {
    const removed = await as(c.admin.token, 'DELETE', `/v1/-/company/users/${c.colleague.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await report()).people.some((p: { userId: string }) => p.userId === c.colleague.id)).toBe(false);
    expect((await as(c.colleague.token, 'GET', '/v1/myself/assignments')).json().items).toEqual([]);
  });
});

describe('reminders', () => {
  const runReminders = () => assignmentsTasks[0]!.run(t.deps) as Promise<number>;
  const subjectsTo = async (email: string) =>
    (
      await t.db.execute<{ subject: string }>(sql`select subject from outbox_messages where "to" = ${email} order by created_at, subject`)
    ).rows.map((row) => row.subject);

  it('go a week before, on the due day and once overdue, each once, in the person’s language, not to who is done', async () => {
    t.clock.set('2026-05-01T12:00:00.000Z');
    const people = await createCompany(t, { people: { admin: 'administrator', ana: 'member', bia: 'member', caio: 'member' } });
    await t.db.execute(sql`update users set language = 'en' where id = ${people.bia.id}`);
    const res = await t.request({
      method: 'POST',
      url: '/v1/-/learning/assignments',
      token: people.admin.token,
      company: people.subdomain,
      payload: { contentId: secondContent, userIds: [people.ana.id, people.bia.id, people.caio.id], dueDate: '2026-05-20' },
    });
    expect(res.statusCode).toBe(201);
    await verify(people.caio.id, secondContent);
    // the other tests' pathway is overdue today: its reminder goes first, and nothing of this company yet
    expect(await runReminders()).toBe(1);
    expect(await subjectsTo(people.ana.email)).toEqual([]);

    t.clock.set('2026-05-13T04:00:00.000Z'); // 01:00 on the 13th in Brasília: seven days to go
    expect(await runReminders()).toBe(2);
    expect(await runReminders()).toBe(0);
    expect(await subjectsTo(people.ana.email)).toEqual(['Faltam 7 dias para concluir: Uso de EPI']);
    expect(await subjectsTo(people.bia.email)).toEqual(['7 days left to complete: Uso de EPI']);

    t.clock.set('2026-05-20T12:00:00.000Z');
    expect(await runReminders()).toBe(2);
    t.clock.set('2026-05-21T12:00:00.000Z');
    expect(await runReminders()).toBe(2);
    t.clock.set('2026-05-25T12:00:00.000Z');
    expect(await runReminders()).toBe(0);
    expect(await subjectsTo(people.ana.email)).toEqual([
      'Faltam 7 dias para concluir: Uso de EPI',
      'O prazo termina hoje: Uso de EPI',
      'Treinamento atrasado: Uso de EPI',
    ]);
    expect(await subjectsTo(people.caio.email)).toEqual([]);
  });
});

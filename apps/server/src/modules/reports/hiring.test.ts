import { applicationSourceIn, HIRING_CSV_HEADERS, type HiringReport } from '@trilha/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, createPosition, createUser, type HiringCompany, insertPosition } from '../../../test/factories/index.ts';
import { openSession } from '../../platform/auth/sessions.ts';
import { DEMO_USERS } from '../../seed/demo-users.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import { MODULE_PARTS } from '../domains.ts';
import { jobAlertsModule } from '../job-alerts/index.ts';
import { partOf } from '../module.ts';

/**
 * Hiring analytics (GET /v1/-/reports/hiring) on the seeded demo, whose year of history must make every part
 * meaningful for Acme, and on a small company of its own where each application's source is checked exactly.
 */
let t: TestApp;
let carla = '';
let diego = '';
let ana = '';
let c: HiringCompany;
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedIfEmpty(t.deps)).toBe(true);
  carla = await openSession(t.db, t.clock, DEMO_USERS.admin.id);
  diego = await openSession(t.db, t.clock, DEMO_USERS.creator.id);
  ana = await openSession(t.db, t.clock, DEMO_USERS.individual.id);
  c = await createHiringCompany(t);
});
afterAll(() => t.close());

const hiring = (token: string | undefined, query = '', company = 'acme') =>
  t.request({ method: 'GET', url: `/v1/-/reports/hiring${query}`, ...(token && { token }), company });
const reportOf = async (token: string, query = '', company = 'acme'): Promise<HiringReport> => {
  const res = await hiring(token, query, company);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const reached = (report: HiringReport) => report.funnel.map((row) => row.reached);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('hiring analytics on the demo', () => {
  it('Acme’s administrator: a never-increasing funnel, times to hire and in stage, several sources, the steps', async () => {
    const report = await reportOf(carla);
    expect(report.allPositions).toBe(true);
    expect(report.funnel.map((row) => row.stage)).toEqual(['new', 'screening', 'interview', 'offer', 'hired']);
    const counts = reached(report);
    expect(counts[0]).toBeGreaterThan(300);
    expect(counts.at(-1)).toBeGreaterThan(10);
    for (let i = 1; i < counts.length; i++) expect(counts[i]).toBeLessThanOrEqual(counts[i - 1] ?? 0);
    expect(report.funnel[0]?.conversion).toBe(1);
    for (const [i, row] of report.funnel.entries()) {
      expect(row.conversion).toBeGreaterThanOrEqual(0);
      expect(row.conversion).toBeLessThanOrEqual(1);
      if (i > 0) expect(row.conversion).toBeCloseTo(row.reached / (counts[i - 1] ?? 1), 3);
    }

    expect(report.timeToHireDays.median).toEqual(expect.any(Number));
    expect(report.timeToHireDays.p75).toBeGreaterThanOrEqual(report.timeToHireDays.median ?? Infinity);
    expect(report.timeToHireTrend).toHaveLength(12);
    expect(report.timeToHireTrend.filter((month) => month.median !== null).length).toBeGreaterThan(3);
    expect(report.timeInStageDays.map((row) => row.stage)).toEqual(['new', 'screening', 'interview', 'offer']);
    for (const row of report.timeInStageDays) expect(row.median, row.stage).toEqual(expect.any(Number));

    // every application of the period has one source; old rows without one are direct
    expect(report.sources.length).toBeGreaterThanOrEqual(5);
    expect(report.sources.map((row) => row.source)).toEqual(expect.arrayContaining(['search', 'job_alert', 'public_page', 'linkedin']));
    expect(sum(report.sources.map((row) => row.applications))).toBe(counts[0]);
    expect(sum(report.sources.map((row) => row.hires))).toBe(counts.at(-1));

    expect(report.stepDropOff.length).toBeGreaterThan(0);
    for (const step of report.stepDropOff) expect(step.finished).toBeLessThanOrEqual(step.started);
  });

  it('filters by position', async () => {
    const company = (await t.request({ method: 'GET', url: '/v1/-/reports', token: carla, company: 'acme' })).json();
    const busiest = company.positions[0] as { positionId: string; submitted: number; hired: number };
    const report = await reportOf(carla, `?positionId=${busiest.positionId}`);
    expect(report.funnel[0]?.reached).toBe(busiest.submitted);
    expect(report.funnel.at(-1)?.reached).toBe(busiest.hired);
    expect(report.funnel[0]?.reached).toBeLessThan(reached(await reportOf(carla))[0] ?? 0);
    // the filter's choices stay every position of the period, whichever one is asked for
    expect(report.positions).toEqual((await reportOf(carla)).positions);
    expect(report.positions.find((position) => position.positionId === busiest.positionId)?.applications).toBe(busiest.submitted);
    expect(sum(report.positions.map((position) => position.applications))).toBe(reached(await reportOf(carla))[0]);
  });

  it('a recruiter linked to some positions sees only theirs', async () => {
    const linked = await t.db.execute<{ id: string }>(
      sql`select position_id as id from position_members where user_id = ${DEMO_USERS.creator.id} order by position_id`,
    );
    expect(linked.rows.length).toBeGreaterThan(0);
    const theirs = await reportOf(diego);
    expect(theirs.allPositions).toBe(false);
    const perPosition = await Promise.all(linked.rows.map((row) => reportOf(carla, `?positionId=${row.id}`)));
    expect(reached(theirs)).toEqual(reached(theirs).map((_, i) => sum(perPosition.map((report) => reached(report)[i] ?? 0))));
    expect(reached(theirs)[0]).toBeLessThan(reached(await reportOf(carla))[0] ?? 0);
    expect(theirs.positions.every((position) => linked.rows.some((row) => row.id === position.positionId))).toBe(true);
    // a position they are not linked to, asked for by its id, gives nothing
    const company = (await t.request({ method: 'GET', url: '/v1/-/reports', token: carla, company: 'acme' })).json();
    const notTheirs = (company.positions as { positionId: string }[]).find(
      (position) => !linked.rows.some((row) => row.id === position.positionId),
    );
    expect(notTheirs).toBeDefined();
    expect(reached(await reportOf(diego, `?positionId=${notTheirs?.positionId}`))).toEqual([0, 0, 0, 0, 0]);
  });

  it('people outside the company and members of no recruitment role are refused', async () => {
    // as the company report: another company's people do not learn it exists; a member without the role is refused
    const outsider = await hiring(ana);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().error.code).toBeTypeOf('string');
    expect((await hiring(c.member.token, '', c.subdomain)).statusCode).toBe(403);
    expect((await hiring(c.otherAdmin.token, '', c.subdomain)).statusCode).toBe(404);
    expect((await hiring(undefined)).statusCode).toBe(401);
  });

  it('a bad query is a 400 naming the field in pt-BR', async () => {
    const early = await hiring(carla, '?from=2014-12-31');
    expect(early.statusCode).toBe(400);
    expect(early.json().error.fields).toEqual({ from: 'O histórico de candidaturas começa em 01/01/2015: escolha uma data a partir dela' });
    const reversed = await hiring(carla, '?from=2025-06-01&to=2025-05-01');
    expect(reversed.json().error.fields).toEqual({ to: 'A data final deve ser igual ou posterior à data inicial' });
    const position = await hiring(carla, '?positionId=vaga-1');
    expect(position.statusCode).toBe(400);
    expect(position.json().error.fields).toEqual({ positionId: 'Vaga inválida: use o identificador de uma das vagas da empresa' });
  });

  it('the CSV: UTF-8 with a BOM, one table per part under pt-BR headers', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/v1/-/reports/hiring.csv?from=2025-04-01&to=2026-03-10',
      token: carla,
      company: 'acme',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="contratacoes-acme-2025-04-01-2026-03-10.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const tables = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n\r\n');
    expect(tables.map((table) => table.split('\r\n')[0])).toEqual(Object.values(HIRING_CSV_HEADERS).map((header) => header.join(';')));
    const json = await reportOf(carla, '?from=2025-04-01&to=2026-03-10');
    expect(tables[0]?.split('\r\n')[1]).toBe(`Nova;${json.funnel[0]?.reached};100%`);
    expect(tables[4]?.split('\r\n').length).toBe(json.sources.length + 1);
    expect((await t.request({ method: 'GET', url: '/v1/-/reports/hiring.csv', token: ana, company: 'acme' })).statusCode).toBe(404);
  });
});

describe('where each application came from', () => {
  const apply = (token: string, payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/v1/matches', token, payload });
  const sourcesOf = async (positionId: string) =>
    (await reportOf(c.admin.token, `?positionId=${positionId}`, c.subdomain)).sources.map(({ source, applications }) => ({
      source,
      applications,
    }));

  it('an apply with a source is counted under it, normalised; none is direct; a malformed one is refused', async () => {
    const position = await insertPosition(t, c.id, 'Analista de Marketing');
    const [one, two, three] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    expect((await apply(one.token, { positionId: position, source: ' LinkedIn ' })).statusCode).toBe(201);
    expect((await apply(two.token, { positionId: position, source: 'linkedin' })).statusCode).toBe(201);
    expect((await apply(three.token, { positionId: position })).statusCode).toBe(201);
    expect(await sourcesOf(position)).toEqual([
      { source: 'linkedin', applications: 2 },
      { source: 'direct', applications: 1 },
    ]);
    const refused = await apply((await createUser(t)).token, { positionId: position, source: 'linked in!' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({ source: 'Origem inválida: use até 40 letras minúsculas, números, _ ou -' });
    expect((await apply((await createUser(t)).token, { positionId: position, source: 'x'.repeat(41) })).statusCode).toBe(422);
  });

  it('a person the company invited counts as invite, whatever the link said; nobody else may claim it', async () => {
    const position = await insertPosition(t, c.id, 'Analista de Vendas');
    const [invited, claimer] = await Promise.all([createUser(t), createUser(t)]);
    await t.db.execute(sql`insert into application_invites (position_id, workspace_id, user_id, status, created_at)
      values (${position}, ${c.id}, ${invited.id}, 'pending', ${t.clock.now()})`);
    expect((await apply(invited.token, { positionId: position, source: 'search' })).statusCode).toBe(201);
    expect((await apply(claimer.token, { positionId: position, source: 'invite' })).statusCode).toBe(201);
    expect(await sourcesOf(position)).toEqual([
      { source: 'direct', applications: 1 },
      { source: 'invite', applications: 1 },
    ]);
  });

  it('an apply from a job-alert e-mail’s link is job_alert', async () => {
    const reader = await createUser(t);
    const alert = await t.request({
      method: 'POST',
      url: '/v1/myself/job-alerts',
      token: reader.token,
      payload: { query: 'engenharia de dados', frequency: 'immediate' },
    });
    expect(alert.statusCode, alert.body).toBe(201);
    const position = await createPosition(t, c, { title: 'Engenharia de Dados', steps: [] });
    for (const task of partOf(jobAlertsModule.tasks, MODULE_PARTS, [])) await task.run(t.deps);
    const mail = await t.db.execute<{ text: string }>(sql`select text from outbox_messages where "to" = ${reader.email.toLowerCase()}`);
    const link = /https?:\/\/\S+\/my\/discovery\/position\/\S+/.exec(mail.rows[0]?.text ?? '')?.[0] ?? '';
    expect(link).toContain(position);
    // the position's page reads its origin from the link and sends it with the apply
    const source = applicationSourceIn(new URL(link).searchParams);
    expect(source).toBe('job_alert');
    expect((await apply(reader.token, { positionId: position, source })).statusCode).toBe(201);
    expect(await sourcesOf(position)).toEqual([{ source: 'job_alert', applications: 1 }]);
  });
});

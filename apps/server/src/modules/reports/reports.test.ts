import { REPORT_CSV_HEADER } from '@trilha/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, createUser, type HiringCompany, insertPosition, type TestUser } from '../../../test/factories/index.ts';

/**
 * Career and reports on a small fixture whose numbers are checked exactly:
 * three applications to two positions between November 2025 and January 2026, one hired, one rejected, one waiting.
 */
let t: TestApp;
let c: HiringCompany;
let linked: string;
let unlinked: string;
let other: TestUser;
let contentId: string;

const as = (user: TestUser | undefined, url: string, company: string | undefined = c.subdomain) =>
  t.request({ method: 'GET', url, ...(user && { token: user.token }), ...(company && { company }) });

async function application(
  user: string,
  position: string,
  submittedAt: string,
  answer: { kind: 'stage' | 'hired' | 'rejected'; at: string }[] = [],
) {
  const last = answer.at(-1);
  const closed = last && last.kind !== 'stage' ? last : null;
  const stage = closed ? (closed.kind === 'hired' ? 'hired' : 'rejected') : answer.length ? 'screening' : 'new';
  const created = new Date(new Date(submittedAt).getTime() - 86_400_000);
  const rows = await t.db.execute<{ id: string }>(sql`
    insert into applications (user_id, position_id, workspace_id, status, step, stage, submitted_at, closed_at, created_at, updated_at)
    values (${user}, ${position}, ${c.id}, ${closed ? 'closed' : 'under_analysis'}, 'none', ${stage}, ${submittedAt},
      ${closed?.at ?? null}, ${created}, ${submittedAt}) returning id`);
  const id = rows.rows[0]?.id ?? '';
  await t.db.execute(
    sql`insert into application_events (application_id, kind, detail, at) values (${id}, 'submitted', null, ${submittedAt})`,
  );
  for (const event of answer) {
    await t.db.execute(
      sql`insert into application_events (application_id, kind, detail, at) values (${id}, ${event.kind}, ${event.kind === 'stage' ? 'screening' : null}, ${event.at})`,
    );
  }
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringCompany(t);
  other = await createUser(t, { name: 'Bianca', email: `bianca-${Date.now()}@example.com` });
  linked = await insertPosition(t, c.id, 'Analista de Dados', [c.evaluator]);
  unlinked = await insertPosition(t, c.id, 'Engenheira de Software');
  // November: answered after 2 days (screening), hired in December
  await application(c.candidate.id, linked, '2025-11-10T12:00:00Z', [
    { kind: 'stage', at: '2025-11-12T12:00:00Z' },
    { kind: 'hired', at: '2025-12-01T12:00:00Z' },
  ]);
  // December: rejected after 4 days
  await application(other.id, linked, '2025-12-05T12:00:00Z', [{ kind: 'rejected', at: '2025-12-09T12:00:00Z' }]);
  // January: waiting for an answer, on the position the evaluator is not linked to
  await application(c.candidate.id, unlinked, '2026-01-05T12:00:00Z');
  // before the period: not counted
  await application(other.id, unlinked, '2025-10-20T12:00:00Z');
  // learning: a member concludes one of the company's contents in December; an outsider's conclusion does not count
  const content = await t.db.execute<{ id: string }>(sql`
    insert into contents (workspace_id, type, title, language, search_text, created_at, updated_at)
    values (${c.id}, 'book', 'Estatística para negócios', 'pt-BR', 'estatistica para negocios', '2025-01-01', '2025-01-01') returning id`);
  contentId = content.rows[0]?.id ?? '';
  await t.db.execute(sql`insert into content_interactions (user_id, content_id, state, updated_at) values
    (${c.member.id}, ${contentId}, 'conclusion', '2025-12-20T10:00:00Z'),
    (${other.id}, ${contentId}, 'conclusion', '2025-12-21T10:00:00Z'),
    (${c.candidate.id}, ${contentId}, 'in_progress', '2026-01-08T10:00:00Z')`);
});
afterAll(() => t.close());

const PERIOD = 'from=2025-11-01&to=2026-01-31';

describe('company reports (GET /v1/-/reports)', () => {
  it('an administrator sees every position: months, stages, positions, time to answer and learning, exactly', async () => {
    const res = await as(c.admin, `/v1/-/reports?${PERIOD}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.period).toEqual({ from: '2025-11-01', to: '2026-01-31' });
    expect(body.months).toEqual([
      { month: '2025-11', submitted: 1, hired: 0, rejected: 0, averageDaysToAnswer: 2, completions: 0 },
      { month: '2025-12', submitted: 1, hired: 1, rejected: 1, averageDaysToAnswer: 4, completions: 1 },
      { month: '2026-01', submitted: 1, hired: 0, rejected: 0, averageDaysToAnswer: null, completions: 0 },
    ]);
    expect(body.stages).toEqual([
      { stage: 'new', count: 1 },
      { stage: 'screening', count: 0 },
      { stage: 'interview', count: 0 },
      { stage: 'offer', count: 0 },
      { stage: 'hired', count: 1 },
      { stage: 'rejected', count: 1 },
    ]);
    expect(body.positions).toEqual([
      { positionId: linked, title: 'Analista de Dados', status: 'active', submitted: 2, hired: 1 },
      { positionId: unlinked, title: 'Engenheira de Software', status: 'active', submitted: 1, hired: 0 },
    ]);
    expect(body.answer).toEqual({ averageDays: 3, medianDays: 3, answered: 2, waiting: 1 });
    expect(body.totals).toEqual({ submitted: 3, hired: 1, rejected: 1, completions: 1 });
    expect(body.allPositions).toBe(true);
  });

  it('an evaluator sees only the numbers of the positions they are linked to', async () => {
    const res = await as(c.evaluator, `/v1/-/reports?${PERIOD}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.allPositions).toBe(false);
    expect(body.months.map((m: { submitted: number }) => m.submitted)).toEqual([1, 1, 0]);
    expect(body.positions.map((p: { positionId: string }) => p.positionId)).toEqual([linked]);
    expect(body.answer).toEqual({ averageDays: 3, medianDays: 3, answered: 2, waiting: 0 });
    // asking for a position they are not linked to gives nothing
    const filtered = (await as(c.evaluator, `/v1/-/reports?${PERIOD}&positionId=${unlinked}`)).json();
    expect(filtered.totals.submitted).toBe(0);
  });

  it('filters by position', async () => {
    const body = (await as(c.admin, `/v1/-/reports?${PERIOD}&positionId=${unlinked}`)).json();
    expect(body.totals).toMatchObject({ submitted: 1, hired: 0 });
    expect(body.answer).toEqual({ averageDays: null, medianDays: null, answered: 0, waiting: 1 });
  });

  it('defaults to the last 12 months and never runs past today', async () => {
    const body = (await as(c.admin, '/v1/-/reports')).json();
    const today = t.clock.now().toISOString().slice(0, 10);
    expect(body.period.to).toBe(today);
    expect(body.months).toHaveLength(12);
    expect(body.months[11].month).toBe(today.slice(0, 7));
    const future = (await as(c.admin, '/v1/-/reports?from=2025-12-01&to=2999-12-31')).json();
    expect(future.period).toEqual({ from: '2025-12-01', to: today });
  });

  it('history starts on 2015-01-01; the end is not before the start (pt-BR messages)', async () => {
    const early = await as(c.admin, '/v1/-/reports?from=2014-12-31');
    expect(early.statusCode).toBe(400);
    expect(early.json().error.fields).toEqual({
      from: 'O histórico de candidaturas começa em 01/01/2015: escolha uma data a partir dela',
    });
    const reversed = await as(c.admin, '/v1/-/reports?from=2025-06-01&to=2025-05-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields).toEqual({ to: 'A data final deve ser igual ou posterior à data inicial' });
    expect((await as(c.admin, '/v1/-/reports?from=2025-02-30')).statusCode).toBe(400);
    const since = await as(c.admin, '/v1/-/reports?from=2015-01-01');
    expect(since.statusCode).toBe(200);
    expect(since.json().months[0].month).toBe('2015-01');
  });

  it('roles: members of no recruitment role are refused, another company and strangers do not see it', async () => {
    expect((await as(c.manager, '/v1/-/reports')).statusCode).toBe(200);
    expect((await as(c.member, '/v1/-/reports')).statusCode).toBe(403);
    expect((await as(c.otherAdmin, '/v1/-/reports')).statusCode).toBe(404);
    expect((await as(c.candidate, '/v1/-/reports')).statusCode).toBe(404);
    expect((await as(undefined, '/v1/-/reports')).statusCode).toBe(401);
  });
});

describe('CSV export (GET /v1/-/reports.csv)', () => {
  it('is UTF-8 with a BOM, a pt-BR header and one row per month', async () => {
    const res = await as(c.admin, `/v1/-/reports.csv?${PERIOD}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="relatorio-${c.subdomain}-2025-11-01-2026-01-31.csv"`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(REPORT_CSV_HEADER.join(';'));
    expect(lines[0]).toBe('Mês;Candidaturas;Contratações;Recusas;Tempo médio de resposta (dias);Conclusões de conteúdos');
    expect(lines.slice(1)).toEqual(['2025-11;1;0;0;2;0', '2025-12;1;1;1;4;1', '2026-01;1;0;0;;0']);
  });

  it('follows the same roles and validation', async () => {
    expect((await as(c.evaluator, `/v1/-/reports.csv?${PERIOD}`)).body).toContain('2026-01;0;0;0;;0');
    expect((await as(c.member, '/v1/-/reports.csv')).statusCode).toBe(403);
    expect((await as(c.otherAdmin, '/v1/-/reports.csv')).statusCode).toBe(404);
    expect((await as(c.admin, '/v1/-/reports.csv?from=2010-01-01')).statusCode).toBe(400);
  });
});

describe('career (GET /v1/career)', () => {
  it('the caller’s own applications and learning, month by month', async () => {
    const res = await as(c.candidate, `/v1/career?${PERIOD}`, undefined);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.applications.map((a: { positionTitle: string; outcome: string }) => [a.positionTitle, a.outcome])).toEqual([
      ['Engenheira de Software', 'under_analysis'],
      ['Analista de Dados', 'hired'],
    ]);
    expect(body.applications[1]).toMatchObject({
      company: { name: c.name, subdomain: c.subdomain },
      status: 'closed',
      submittedAt: '2025-11-10T12:00:00.000Z',
      closedAt: '2025-12-01T12:00:00.000Z',
    });
    expect(body.statuses).toEqual(
      expect.arrayContaining([
        { outcome: 'hired', count: 1 },
        { outcome: 'under_analysis', count: 1 },
      ]),
    );
    expect(body.months).toEqual([
      { month: '2025-11', applications: 1, closed: 0, contentsFinished: 0, pathwaysFinished: 0 },
      { month: '2025-12', applications: 0, closed: 1, contentsFinished: 0, pathwaysFinished: 0 },
      { month: '2026-01', applications: 1, closed: 0, contentsFinished: 0, pathwaysFinished: 0 },
    ]);
    expect(body.learning).toMatchObject({ contentsFinished: 0, pathwaysFinished: 0, inProgress: 1 });
    expect(body.learning.items).toEqual([
      { kind: 'content', id: contentId, title: 'Estatística para negócios', state: 'in_progress', at: '2026-01-08T10:00:00.000Z' },
    ]);
  });

  it('shows nobody else’s history: another person sees only theirs', async () => {
    const body = (await as(other, `/v1/career?${PERIOD}`, undefined)).json();
    expect(body.applications.map((a: { outcome: string }) => a.outcome)).toEqual(['rejected', 'under_analysis']);
    expect(body.learning.contentsFinished).toBe(1);
    const admin = (await as(c.admin, `/v1/career?${PERIOD}`, undefined)).json();
    expect(admin.applications).toEqual([]);
  });

  it('needs a session and the same period rules', async () => {
    expect((await as(undefined, '/v1/career', undefined)).statusCode).toBe(401);
    const early = await as(c.candidate, '/v1/career?from=2001-01-01', undefined);
    expect(early.statusCode).toBe(400);
    expect(early.json().error.fields.from).toContain('01/01/2015');
  });
});

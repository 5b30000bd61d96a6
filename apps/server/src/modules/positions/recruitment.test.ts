import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, createPosition, type HiringCompany, positionFormFor } from '../../../test/factories/index.ts';

let t: TestApp;
let c: HiringCompany;
beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringCompany(t);
});
afterAll(() => t.close());

const as = (token: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, ...(token && { token }), company: c.subdomain, ...(payload && { payload }) });

describe('the recruitment module: roles', () => {
  it('a manager creates a draft linked to them; every field of the form comes back', async () => {
    const form = positionFormFor({
      code: 'DADOS-01',
      remote: false,
      pcdOnly: true,
      workload: '40 horas semanais',
      educationLevel: 'higher',
      requirements: 'SQL avançado',
      skills: [{ skillId: c.skills[0] ?? '', level: 'advanced' }],
      languages: [{ language: 'en', proficiency: 'professional_working' }],
      files: [{ name: 'Descrição completa', url: 'https://example.com/vaga.pdf' }],
    });
    const res = await as(c.manager.token, 'POST', '/v1/-/positions', form);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'draft',
      code: 'DADOS-01',
      pcdOnly: true,
      location: { cityId: 3550308, city: 'São Paulo', state: 'SP' },
      salary: { type: 'range', min: 6000, max: 8000, period: 'monthly', currency: 'BRL' },
      canManage: true,
    });
    expect(body.form.skills).toEqual([{ skillId: c.skills[0], level: 'advanced' }]);
    expect(body.form.steps.map((step: { kind: string }) => step.kind)).toEqual(['profile', 'questions']);
    expect(body.form.linkedUserIds).toEqual([c.manager.id]);
  });

  it('nobody sees another company’s drafts; evaluators see only the positions they are linked to; members and strangers nothing', async () => {
    const draft = await createPosition(t, c, {}, 'draft', c.manager);
    const active = await createPosition(t, c, { title: 'Vaga ativa sem vínculo' });
    expect((await as(c.admin.token, 'GET', `/v1/-/positions/${draft}`)).statusCode).toBe(200);
    expect((await as(c.manager.token, 'GET', `/v1/-/positions/${draft}`)).statusCode).toBe(200);
    // evaluators do not handle drafts, and are not linked to the active one
    expect((await as(c.evaluator.token, 'GET', `/v1/-/positions/${draft}`)).statusCode).toBe(404);
    expect((await as(c.evaluator.token, 'GET', `/v1/-/positions/${active}`)).statusCode).toBe(404);
    expect((await as(c.evaluator.token, 'GET', '/v1/-/positions?status=draft')).statusCode).toBe(403);
    expect((await as(c.member.token, 'GET', '/v1/-/positions?status=draft')).statusCode).toBe(403);
    expect((await as(c.member.token, 'GET', `/v1/-/positions/${active}`)).statusCode).toBe(403);
    expect((await as(c.otherAdmin.token, 'GET', `/v1/-/positions/${draft}`)).statusCode).toBe(404);
    expect((await as(undefined, 'GET', '/v1/-/positions')).statusCode).toBe(401);
    // the other company's admin, in their own company, does not reach this one's position either
    const otherCompany = await t.db.execute<{ subdomain: string }>(
      sql`select w.subdomain from workspaces w join workspace_members m on m.workspace_id = w.id where m.user_id = ${c.otherAdmin.id} and w.type = 'business'`,
    );
    const own = await t.request({
      method: 'GET',
      url: `/v1/-/positions/${draft}`,
      token: c.otherAdmin.token,
      company: otherCompany.rows[0]?.subdomain ?? '',
    });
    expect(own.statusCode).toBe(404);
    // nor do candidates
    expect((await t.request({ method: 'GET', url: `/v1/positions/${draft}` })).statusCode).toBe(404);

    const drafts = (await as(c.admin.token, 'GET', '/v1/-/positions?status=draft&limit=50')).json();
    expect(drafts.items.map((item: { id: string }) => item.id)).toContain(draft);
    const linked = await createPosition(t, c, { title: 'Vaga com avaliadora', linkedUserIds: [c.evaluator.id] });
    const evaluatorList = (await as(c.evaluator.token, 'GET', '/v1/-/positions?status=active&limit=50')).json();
    expect(evaluatorList.items.map((item: { id: string }) => item.id)).toEqual([linked]);
    expect(evaluatorList.items[0].canManage).toBe(false);
    // an evaluator cannot create, edit nor pause
    expect((await as(c.evaluator.token, 'POST', '/v1/-/positions', positionFormFor())).statusCode).toBe(403);
    expect((await as(c.evaluator.token, 'PUT', `/v1/-/positions/${linked}`, positionFormFor())).statusCode).toBe(403);
    expect((await as(c.evaluator.token, 'POST', `/v1/-/positions/${linked}/status`, { status: 'paused' })).statusCode).toBe(403);
    // a manager who is not linked to a position does not find it
    expect((await as(c.manager.token, 'PUT', `/v1/-/positions/${active}`, positionFormFor())).statusCode).toBe(404);
    expect((await as(c.member.token, 'POST', '/v1/-/positions', positionFormFor())).statusCode).toBe(403);
  });
});

describe('the approval flow', () => {
  it('without approval groups a published draft is active at once', async () => {
    const id = await createPosition(t, c, {}, 'draft');
    const res = await as(c.admin.token, 'POST', `/v1/-/positions/${id}/publish`);
    expect(res.json()).toMatchObject({ status: 'active', approvalStatus: 'approved' });
    expect((await as(c.admin.token, 'POST', `/v1/-/positions/${id}/publish`)).json().error.code).toBe('position.invalid_transition');
  });

  it('with groups a draft waits for a group member, who approves or sends it back with a note', async () => {
    const [group] = (
      await t.db.execute<{ id: string }>(
        sql`insert into approval_groups (workspace_id, name, position) values (${c.id}, 'Diretoria', 1) returning id`,
      )
    ).rows;
    await t.db.execute(sql`insert into approval_group_members (group_id, user_id) values (${group?.id}, ${c.evaluator.id})`);
    const flow = (await as(c.manager.token, 'GET', '/v1/-/approvalflow')).json();
    expect(flow.items).toEqual([{ id: group?.id, name: 'Diretoria', members: [{ id: c.evaluator.id, name: 'Eva Pessoa' }] }]);

    const id = await createPosition(t, c, { title: 'Vaga para aprovar', linkedUserIds: [c.evaluator.id] }, 'draft', c.manager);
    const waiting = (await as(c.manager.token, 'POST', `/v1/-/positions/${id}/publish`)).json();
    expect(waiting).toMatchObject({ status: 'draft', approvalStatus: 'pending', canApprove: false });
    expect((await as(c.manager.token, 'POST', `/v1/-/positions/${id}/publish`)).json().error.message).toBe(
      'A vaga está aguardando aprovação',
    );
    expect((await as(c.manager.token, 'POST', `/v1/-/positions/${id}/approval`, { decision: 'approve' })).statusCode).toBe(403);
    // the evaluator sees a draft only as its approver
    const rejected = await as(c.admin.token, 'POST', `/v1/-/positions/${id}/approval`, {
      decision: 'reject',
      note: 'Falta a faixa salarial correta',
    });
    expect(rejected.json()).toMatchObject({ status: 'draft', approvalStatus: 'rejected', approvalNote: 'Falta a faixa salarial correta' });
    await as(c.manager.token, 'POST', `/v1/-/positions/${id}/publish`);
    const approved = await as(c.admin.token, 'POST', `/v1/-/positions/${id}/approval`, { decision: 'approve', note: null });
    expect(approved.json()).toMatchObject({ status: 'active', approvalStatus: 'approved' });
    expect((await as(c.admin.token, 'POST', `/v1/-/positions/${id}/approval`, { decision: 'approve' })).json().error.code).toBe(
      'position.not_awaiting_approval',
    );
    await t.db.execute(sql`delete from approval_groups where workspace_id = ${c.id}`);
  });
});

describe('a position’s life: pause, close, reopen', () => {
  it('moves only along the allowed transitions, and candidates see where it stands', async () => {
    const id = await createPosition(t, c, { title: 'Vaga que pausa' });
    const move = (status: string) => as(c.admin.token, 'POST', `/v1/-/positions/${id}/status`, { status });
    expect((await move('paused')).json().status).toBe('paused');
    // the company's members see where it stands (anyone else: position-visibility.test.ts)
    const seen = (await t.request({ method: 'GET', url: `/v1/positions/${id}`, token: c.member.token })).json();
    expect(seen).toMatchObject({ status: 'paused', acceptsApplications: false });
    expect((await move('archived')).json().status).toBe('archived');
    expect((await move('paused')).json().error.code).toBe('position.invalid_transition');
    expect((await move('active')).json().status).toBe('active');
    const draft = await createPosition(t, c, {}, 'draft');
    expect((await as(c.admin.token, 'POST', `/v1/-/positions/${draft}/status`, { status: 'active' })).statusCode).toBe(409);
  });

  it('editing keeps the status and rewrites the requirements', async () => {
    const id = await createPosition(t, c, { skills: [{ skillId: c.skills[0] ?? '', level: 'basic' }] });
    const res = await as(
      c.admin.token,
      'PUT',
      `/v1/-/positions/${id}`,
      positionFormFor({ title: 'Título novo', remote: true, cityId: null, skills: [] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'active', title: 'Título novo', remote: true, location: { cityId: null } });
    expect(res.json().form.skills).toEqual([]);
  });
});

describe('the position form is validated, and nothing changes on bad input', () => {
  it.each([
    ['a range without its minimum', { salaryMin: null }, 'salaryMin'],
    ['a range whose maximum is below its minimum', { salaryMin: 9000, salaryMax: 8000 }, 'salaryMax'],
    ['a salary as text without the text', { salaryType: 'text' as const, salaryText: '' }, 'salaryText'],
    ['an on-site position without a city', { remote: false, cityId: null }, 'cityId'],
    [
      'a step twice',
      {
        steps: [
          { kind: 'faq' as const, minutes: 2, accommodation: null, items: [{ question: 'a', answer: 'b' }] },
          { kind: 'faq' as const, minutes: 2, accommodation: null, items: [{ question: 'a', answer: 'b' }] },
        ],
      },
      'steps',
    ],
    ['a short title', { title: 'ab' }, 'title'],
    ['an unknown city', { cityId: 1 }, 'cityId'],
    ['another company’s member linked', { linkedUserIds: ['00000000-0000-4000-8000-0000000000aa'] }, 'linkedUserIds'],
    ['an unknown department', { departmentId: '00000000-0000-4000-8000-0000000000aa' }, 'departmentId'],
  ])('%s', async (_name, overrides, field) => {
    const before = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from positions`);
    const res = await as(c.admin.token, 'POST', '/v1/-/positions', { ...positionFormFor(), ...overrides });
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().error.fields ?? {})).toContain(field);
    const after = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from positions`);
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('a position stored without an education requirement opens in the editor as asking for none', async () => {
    const id = await createPosition(t, c, {}, 'draft');
    await t.db.execute(sql`update positions set education_level = null where id = ${id}`);
    const res = await as(c.admin.token, 'GET', `/v1/-/positions/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().form.educationLevel).toBe('none');
  });

  it('refuses hidden controls in what candidates read, as company names do, and stores nothing', async () => {
    const before = (await as(c.admin.token, 'GET', '/v1/-/positions')).json().items.length;
    for (const override of [
      { title: 'Vaga \u202e gnp.exe' },
      { title: '\u200b\u200b\u200b\u200b' },
      { description: 'Descrição da vaga \u2066oculta\u2069 com texto' },
      { description: 'Descrição\u0007 com um sino' },
      { requirements: 'SQL\u202d avançado' },
    ]) {
      const res = await as(c.admin.token, 'POST', '/v1/-/positions', { ...positionFormFor(), ...override });
      expect(res.statusCode, JSON.stringify(override)).toBe(422);
      expect(Object.keys(res.json().error.fields), JSON.stringify(override)).toEqual(Object.keys(override));
    }
    expect((await as(c.admin.token, 'GET', '/v1/-/positions')).json().items).toHaveLength(before);
    const multiline = await as(c.admin.token, 'POST', '/v1/-/positions', {
      ...positionFormFor(),
      description: 'Primeira linha da vaga.\n\tSegunda linha, com tabulação.',
    });
    expect(multiline.statusCode, multiline.body).toBe(201);
  });

  it('the range message is in pt-BR', async () => {
    const res = await as(c.admin.token, 'POST', '/v1/-/positions', { ...positionFormFor(), salaryMin: 9000, salaryMax: 8000 });
    expect(res.json().error.fields.salaryMax).toBe('O salário máximo deve ser maior ou igual ao mínimo');
  });
});

describe('departments', () => {
  it('creates, refuses a repeated name, removes and reactivates; only company admins change them', async () => {
    const created = await as(c.admin.token, 'POST', '/v1/-/departments', { name: 'Tecnologia' });
    expect(created.statusCode).toBe(201);
    const repeated = await as(c.admin.token, 'POST', '/v1/-/departments', { name: 'tecnologia' });
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json().error).toMatchObject({ code: 'department.exists', message: 'Já existe um departamento com esse nome' });
    expect((await as(c.manager.token, 'POST', '/v1/-/departments', { name: 'Outro' })).statusCode).toBe(403);
    const id = created.json().id;
    const position = await createPosition(t, c, { departmentId: id });
    expect((await as(c.admin.token, 'GET', `/v1/-/departments/${id}`)).json()).toMatchObject({
      name: 'Tecnologia',
      removed: false,
      positions: 1,
    });
    expect((await as(c.admin.token, 'DELETE', `/v1/-/departments/${id}`)).json().removed).toBe(true);
    expect((await as(c.admin.token, 'GET', '/v1/-/departments?removed=true')).json().items.map((d: { id: string }) => d.id)).toEqual([id]);
    expect((await as(c.admin.token, 'GET', `/v1/-/positions/${position}`)).json().department).toEqual({ id, name: 'Tecnologia' });
    expect((await as(c.admin.token, 'PUT', `/v1/-/departments/${id}`)).json().removed).toBe(false);
    expect((await as(c.admin.token, 'GET', '/v1/-/departments/nao-existe')).statusCode).toBe(404);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringSetup, createPosition, createUser, type HiringSetup, insertApplication } from '../../../test/factories/index.ts';

/** The recruiters' workbench: scorecards, message templates and bulk actions through the API. */
let t: TestApp;
let c: HiringSetup;
beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringSetup(t);
  await t.db.execute(sql`insert into position_skills (position_id, skill_id, level) values (${c.positionId}, ${c.skills[0]}, 'basic')`);
  await t.db.execute(sql`update positions set evaluation_criteria = '["Comunicação", "Trabalho em equipe"]' where id = ${c.positionId}`);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (token: string | undefined, method: Method, url: string, payload?: object) =>
  t.request({ method, url, ...(token && { token }), company: c.subdomain, ...(payload && { payload }) });
const errorOf = (res: { json(): { error: { code: string; message: string; fields?: Record<string, string> } } }) => res.json().error;
const skillTitle = async () =>
  (await t.db.execute<{ title: string }>(sql`select title_pt as title from skills where id = ${c.skills[0]}`)).rows[0]?.title ?? '';
const applicationRow = async (id: string) =>
  (
    await t.db.execute<{ stage: string; status: string; closing_message: string | null }>(
      sql`select stage, status, closing_message from applications where id = ${id}`,
    )
  ).rows[0];
const eventsOf = async (id: string) =>
  (
    await t.db.execute<{ kind: string; detail: string | null; note: string | null }>(
      sql`select kind, detail, note from application_events where application_id = ${id} order by at, seq`,
    )
  ).rows;
const mailsTo = async (email: string) =>
  (
    await t.db.execute<{ subject: string; text: string; html: string }>(
      sql`select subject, text, html from outbox_messages where "to" = ${email.toLowerCase()} order by created_at`,
    )
  ).rows;

describe('scorecards', () => {
  const url = () => `/v1/-/applications/${c.applicationId}/evaluations`;

  it('scores the position’s skills and its own criteria, one scorecard per evaluator, each changed only by its author', async () => {
    const skill = await skillTitle();
    const empty = await as(c.evaluator.token, 'GET', url());
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      criteria: [skill, 'Comunicação', 'Trabalho em equipe'],
      summary: { average: null, count: 0 },
      items: [],
    });

    const mine = await as(c.evaluator.token, 'PUT', url(), {
      recommendation: 'yes',
      note: 'Boa base de SQL',
      scores: [
        { criterion: skill, score: 4 },
        { criterion: 'Comunicação', score: 5 },
      ],
    });
    expect(mine.statusCode, mine.body).toBe(200);
    // partial and empty scores are fine
    const manager = await as(c.manager.token, 'PUT', url(), { recommendation: 'strong_no', note: null, scores: [] });
    expect(manager.statusCode, manager.body).toBe(200);
    const again = await as(c.evaluator.token, 'PUT', url(), {
      recommendation: 'strong_yes',
      note: 'Revi: ótima comunicação',
      scores: [{ criterion: 'Comunicação', score: 3 }],
    });
    expect(again.statusCode).toBe(200);

    const read = (await as(c.manager.token, 'GET', url())).json();
    expect(read.summary).toEqual({ average: 3, count: 2 });
    expect(read.items).toHaveLength(2);
    const evaluator = read.items.find((item: { mine: boolean }) => !item.mine);
    expect(evaluator).toMatchObject({
      evaluatorId: c.evaluator.id,
      recommendation: 'strong_yes',
      note: 'Revi: ótima comunicação',
      scores: [{ criterion: 'Comunicação', score: 3 }],
      average: 3,
    });
    expect(read.items.find((item: { mine: boolean }) => item.mine)).toMatchObject({
      evaluatorId: c.manager.id,
      recommendation: 'strong_no',
    });
    const rows = await t.db.execute(sql`select 1 from application_evaluations where application_id = ${c.applicationId}`);
    expect(rows.rows).toHaveLength(2);
  });

  it('the pipeline lists each candidate’s average and how many evaluated', async () => {
    const list = (await as(c.manager.token, 'GET', `/v1/-/positions/${c.positionId}/candidates`)).json();
    const byId = new Map(list.items.map((item: { applicationId: string }) => [item.applicationId, item]));
    expect(byId.get(c.applicationId)).toMatchObject({ evaluations: { average: 3, count: 2 } });
    expect(byId.get(c.otherApplicationId)).toMatchObject({ evaluations: { average: null, count: 0 } });
    const one = (await as(c.evaluator.token, 'GET', `/v1/-/applications/${c.applicationId}`)).json();
    expect(one.evaluations).toEqual({ average: 3, count: 2 });
  });

  it('takes the criteria the position form defines (each once) and gives them back in the form', async () => {
    const positionId = await createPosition(t, c, {
      title: 'Vaga com critérios',
      evaluationCriteria: ['Liderança', 'Comunicação', 'Liderança'],
      linkedUserIds: [c.evaluator.id],
    });
    const applicationId = await insertApplication(t, { userId: c.candidate.id, positionId, workspaceId: c.id });
    const read = (await as(c.evaluator.token, 'GET', `/v1/-/applications/${applicationId}/evaluations`)).json();
    expect(read.criteria).toEqual(['Liderança', 'Comunicação']);
    const position = (await as(c.admin.token, 'GET', `/v1/-/positions/${positionId}`)).json();
    expect(position.form.evaluationCriteria).toEqual(['Liderança', 'Comunicação']);
  });

  it('refuses scores outside 1 to 5, a criterion the position does not have, and one criterion twice', async () => {
    const bad = [
      { recommendation: 'yes', note: null, scores: [{ criterion: 'Comunicação', score: 6 }] },
      { recommendation: 'yes', note: null, scores: [{ criterion: 'Comunicação', score: 0 }] },
      { recommendation: 'talvez', note: null, scores: [] },
      {
        recommendation: 'yes',
        note: null,
        scores: [
          { criterion: 'Comunicação', score: 2 },
          { criterion: 'Comunicação', score: 3 },
        ],
      },
    ];
    for (const payload of bad) expect((await as(c.evaluator.token, 'PUT', url(), payload)).statusCode).toBe(422);
    const unknown = await as(c.evaluator.token, 'PUT', url(), { recommendation: 'yes', scores: [{ criterion: 'Liderança', score: 4 }] });
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown).fields).toEqual({ 'scores.0.criterion': 'Este critério não é da vaga: avalie só os critérios listados' });
  });

  it('is hidden from the candidate, an evaluator of another position and another company; a plain member is refused', async () => {
    // the candidate and another person are no one in the company; the unlinked evaluator does not see the application
    for (const who of [c.candidate, c.unlinked, c.otherCandidate]) expect((await as(who.token, 'GET', url())).statusCode).toBe(404);
    expect(errorOf(await as(c.unlinked.token, 'GET', url())).code).toBe('application.not_found');
    expect((await as(c.member.token, 'GET', url())).statusCode).toBe(403);
    const other = await t.request({ method: 'GET', url: url(), token: c.otherAdmin.token });
    expect(other.statusCode).toBe(404);
    expect((await as(c.unlinked.token, 'PUT', url(), { recommendation: 'yes' })).statusCode).toBe(404);
  });
});

describe('message templates', () => {
  it('lists the three pt-BR defaults first, then the company’s own; the defaults stay as they are', async () => {
    const list = (await as(c.evaluator.token, 'GET', '/v1/-/message-templates')).json();
    expect(list.items.map((item: { name: string }) => item.name)).toEqual([
      'Não selecionado após análise',
      'Convite para entrevista',
      'Avançou para a próxima etapa',
    ]);
    for (const item of list.items) expect(item.body).toMatch(/\{\{nome\}\}.*\{\{vaga\}\}/s);
    expect(errorOf(await as(c.manager.token, 'PUT', '/v1/-/message-templates/padrao-nao-selecionado', list.items[0])).code).toBe(
      'message_template.built_in',
    );
    expect((await as(c.manager.token, 'DELETE', '/v1/-/message-templates/padrao-nao-selecionado')).statusCode).toBe(409);
  });

  it('creates, changes and deletes a company’s template; only the known placeholders are accepted', async () => {
    const body = {
      name: 'Banco de talentos',
      subject: 'Obrigado, {{nome}}',
      body: 'Olá, {{nome}}! A vaga {{vaga}} da {{empresa}} foi preenchida.',
    };
    const created = await as(c.manager.token, 'POST', '/v1/-/message-templates', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ ...body, builtIn: false });
    const id = created.json().id;

    const wrong = await as(c.manager.token, 'POST', '/v1/-/message-templates', { ...body, body: 'Olá, {{candidato}}' });
    expect(wrong.statusCode).toBe(422);
    expect(errorOf(wrong).fields).toEqual({ body: 'Use só os campos {{nome}}, {{vaga}} e {{empresa}}' });
    // an evaluator reads the templates but does not write them
    expect((await as(c.evaluator.token, 'POST', '/v1/-/message-templates', body)).statusCode).toBe(403);

    const changed = await as(c.manager.token, 'PUT', `/v1/-/message-templates/${id}`, { ...body, name: 'Vaga preenchida' });
    expect(changed.json().name).toBe('Vaga preenchida');
    const names = (await as(c.evaluator.token, 'GET', '/v1/-/message-templates')).json().items.map((item: { name: string }) => item.name);
    expect(names).toContain('Vaga preenchida');
    // another company does not reach it
    const stranger = await t.request({ method: 'DELETE', url: `/v1/-/message-templates/${id}`, token: c.otherAdmin.token });
    expect(stranger.statusCode).toBe(404);
    expect((await as(c.manager.token, 'DELETE', `/v1/-/message-templates/${id}`)).statusCode).toBe(204);
    expect(errorOf(await as(c.manager.token, 'DELETE', `/v1/-/message-templates/${id}`)).code).toBe('message_template.not_found');
  });
});

describe('bulk actions', () => {
  const bulkUrl = (positionId = c.positionId) => `/v1/-/positions/${positionId}/candidates/bulk`;
  async function candidates(names: string[]) {
    const ids: { applicationId: string; email: string }[] = [];
    for (const name of names) {
      const user = await createUser(t, { name, lastName: 'Souza' });
      ids.push({
        applicationId: await insertApplication(t, { userId: user.id, positionId: c.positionId, workspaceId: c.id }),
        email: user.email,
      });
    }
    return ids;
  }

  it('declines many with a template: one history line and one e-mail each, the name filled in and its markup escaped', async () => {
    const people = await candidates(['Beatriz', '<b>Caio</b>', 'Dora']);
    const res = await as(c.manager.token, 'POST', bulkUrl(), {
      applicationIds: people.map((person) => person.applicationId),
      action: 'decline',
      templateId: 'padrao-nao-selecionado',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ changed: 3, emailed: 3 });
    for (const person of people) {
      expect(await applicationRow(person.applicationId)).toMatchObject({ stage: 'rejected', status: 'closed' });
      const events = await eventsOf(person.applicationId);
      expect(events.filter((event) => event.kind === 'rejected')).toHaveLength(1);
      const mails = await mailsTo(person.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('Sua candidatura para Analista de Dados');
    }
    const [beatriz, caio] = [await mailsTo(people[0]?.email ?? ''), await mailsTo(people[1]?.email ?? '')];
    expect(beatriz[0]?.text).toContain('Olá, Beatriz!');
    expect(beatriz[0]?.text).toContain(`Equipe ${c.name}`);
    expect(caio[0]?.text).toContain('Olá, <b>Caio</b>!');
    expect(caio[0]?.html).toContain('Olá, &lt;b&gt;Caio&lt;/b&gt;!');
    expect(caio[0]?.html).not.toContain('<b>Caio');
    expect((await applicationRow(people[0]?.applicationId ?? ''))?.closing_message).toContain('Olá, Beatriz!');
  });

  it('moves many to a stage, with the typed text instead of a template', async () => {
    const people = await candidates(['Elias', 'Fátima']);
    const res = await as(c.manager.token, 'POST', bulkUrl(), {
      applicationIds: people.map((person) => person.applicationId),
      action: 'move',
      stage: 'interview',
      message: 'Olá, {{nome}}! Você vai para a entrevista da vaga {{vaga}}.',
    });
    expect(res.json()).toEqual({ changed: 2, emailed: 2 });
    expect(await applicationRow(people[1]?.applicationId ?? '')).toMatchObject({ stage: 'interview', status: 'under_analysis' });
    expect((await mailsTo(people[1]?.email ?? ''))[0]?.text).toContain(
      'Olá, Fátima! Você vai para a entrevista da vaga Analista de Dados.',
    );
    expect((await eventsOf(people[0]?.applicationId ?? '')).at(-1)).toMatchObject({ kind: 'stage', detail: 'interview' });
  });

  it('is all or nothing: one application of another position, already closed or malformed refuses every one', async () => {
    const people = await candidates(['Gabriel', 'Helena']);
    const otherPosition = await createPosition(t, c, { title: 'Outra vaga' });
    const stranger = await insertApplication(t, { userId: c.otherCandidate.id, positionId: otherPosition, workspaceId: c.id });
    const [former] = await candidates(['Ícaro']);
    const closed = former?.applicationId ?? '';
    await t.db.execute(sql`update applications set status = 'closed', stage = 'rejected' where id = ${closed}`);
    const ids = people.map((person) => person.applicationId);
    for (const extra of [stranger, closed]) {
      const res = await as(c.manager.token, 'POST', bulkUrl(), { applicationIds: [...ids, extra], action: 'decline' });
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).message).toMatch(/^Nenhum candidato foi alterado/);
    }
    const malformed = await as(c.manager.token, 'POST', bulkUrl(), { applicationIds: [...ids, 'nao-e-um-id'], action: 'decline' });
    expect(malformed.statusCode).toBe(422);
    expect(errorOf(malformed).fields).toEqual({
      'applicationIds.2': 'A seleção tem um identificador de candidatura inválido: nenhum candidato foi alterado',
    });
    for (const person of people) {
      expect(await applicationRow(person.applicationId)).toMatchObject({ stage: 'screening', status: 'under_analysis' });
      expect(await mailsTo(person.email)).toEqual([]);
      expect((await eventsOf(person.applicationId)).filter((event) => event.kind === 'rejected')).toEqual([]);
    }
  });

  it('takes at most 200 at a time, at least one, and a stage for a move', async () => {
    const many = Array.from({ length: 201 }, () => crypto.randomUUID());
    const tooMany = await as(c.manager.token, 'POST', bulkUrl(), { applicationIds: many, action: 'decline' });
    expect(tooMany.statusCode).toBe(422);
    expect(errorOf(tooMany).fields).toEqual({ applicationIds: 'Selecione no máximo 200 candidatos por vez' });
    const none = await as(c.manager.token, 'POST', bulkUrl(), { applicationIds: [], action: 'decline' });
    expect(errorOf(none).fields).toEqual({ applicationIds: 'Selecione ao menos um candidato' });
    const noStage = await as(c.manager.token, 'POST', bulkUrl(), { applicationIds: many.slice(0, 1), action: 'move' });
    expect(errorOf(noStage).fields).toEqual({ stage: 'Este campo é obrigatório' });
    // 200 unknown ids are read and refused whole
    const unknown = await as(c.manager.token, 'POST', bulkUrl(), { applicationIds: many.slice(0, 200), action: 'decline' });
    expect(unknown.statusCode).toBe(409);
  });

  it('is for the position’s managers: an evaluator is refused, another company does not find the position', async () => {
    const [person] = await candidates(['Igor']);
    const payload = { applicationIds: [person?.applicationId], action: 'decline' };
    expect((await as(c.evaluator.token, 'POST', bulkUrl(), payload)).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: bulkUrl(), token: c.otherAdmin.token, payload })).statusCode).toBe(404);
    expect(errorOf(await as(c.manager.token, 'POST', bulkUrl(), { ...payload, templateId: 'nao-existe' })).code).toBe(
      'message_template.not_found',
    );
  });
});

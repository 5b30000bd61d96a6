import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  createHiringCompany,
  createPosition,
  createUser,
  type HiringCompany,
  insertPosition,
  setPositionStatus,
} from '../../../test/factories/index.ts';
import { runJobAlerts } from './job-alerts.tasks.ts';

let t: TestApp;
let c: HiringCompany;
beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringCompany(t);
});
afterAll(() => t.close());

const SAO_PAULO = 3550308;
const RIO = 3304557;

const mailsTo = async (email: string) =>
  (
    await t.db.execute<{ subject: string; text: string; html: string }>(
      sql`select subject, text, html from outbox_messages where "to" = ${email.toLowerCase()} order by created_at, id`,
    )
  ).rows;
const alerts = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET', payload?: unknown, id?: string) =>
  t.request({ method, url: `/v1/myself/job-alerts${id ? `/${id}` : ''}`, token, payload: payload as Record<string, unknown> });
const dataAnalystInSaoPaulo = { query: 'analista de dados', filters: { locationStateList: ['SP'] }, frequency: 'immediate' };

describe('job alerts: the API', () => {
  it('saves a search as an alert, lists, edits and deletes it, only for its owner', async () => {
    const ana = await createUser(t);
    const created = await alerts(ana.token, 'POST', {
      query: 'Analista de Dados',
      filters: { locationList: [SAO_PAULO], workTelecommute: true },
    });
    expect(created.statusCode).toBe(201);
    const alert = created.json();
    expect(alert).toMatchObject({
      query: 'Analista de Dados',
      frequency: 'summary',
      cityNames: ['São Paulo (SP)'],
      filters: { locationList: [SAO_PAULO], workTelecommute: true, salary: 0, aggregator: null },
      lastSentAt: null,
    });
    expect((await alerts(ana.token)).json().items.map((item: { id: string }) => item.id)).toEqual([alert.id]);

    const changed = await alerts(ana.token, 'PUT', { query: 'cientista de dados', frequency: 'immediate' }, alert.id);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ query: 'cientista de dados', frequency: 'immediate', filters: { locationList: [] } });

    const other = await createUser(t);
    expect((await alerts(other.token)).json().items).toEqual([]);
    expect((await alerts(other.token, 'PUT', { query: 'x' }, alert.id)).statusCode).toBe(404);
    const notTheirs = await alerts(other.token, 'DELETE', undefined, alert.id);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().error.message).toBe('Alerta de vagas não encontrado');
    expect((await alerts(ana.token, 'DELETE', undefined, alert.id)).statusCode).toBe(204);
    expect((await alerts(ana.token)).json().items).toEqual([]);
    expect((await alerts(ana.token, 'DELETE', undefined, 'not-an-id')).statusCode).toBe(404);
  });

  it('refuses bad input with field messages, and callers without a session', async () => {
    const ana = await createUser(t);
    const bad = await alerts(ana.token, 'POST', { query: 'dados', frequency: 'hourly', filters: { typeWork: ['NOPE'] } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error.fields ?? {})).toEqual(expect.arrayContaining(['frequency']));
    expect((await alerts(ana.token, 'POST', { query: 'x'.repeat(121) })).statusCode).toBe(422);
    expect((await t.request({ method: 'GET', url: '/v1/myself/job-alerts' })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/v1/myself/job-alerts', payload: { query: 'dados' } })).statusCode).toBe(401);
  });

  it('keeps at most 10 alerts per person, with a clear message', async () => {
    const ana = await createUser(t);
    for (let i = 0; i < 10; i++) expect((await alerts(ana.token, 'POST', { query: `busca ${i}` })).statusCode).toBe(201);
    const eleventh = await alerts(ana.token, 'POST', { query: 'mais uma' });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().error).toMatchObject({
      code: 'job_alert.limit_reached',
      message: 'Você já tem 10 alertas de vagas. Exclua um para criar outro',
    });
    expect((await alerts(ana.token)).json().items).toHaveLength(10);
  });
});

describe('job alerts: the e-mails', () => {
  it('e-mails each new matching position once, right away for an immediate alert', async () => {
    const ana = await createUser(t);
    expect((await alerts(ana.token, 'POST', dataAnalystInSaoPaulo)).statusCode).toBe(201);
    const before = await createPosition(t, c, { title: 'Analista de Dados Júnior', cityId: SAO_PAULO });
    await t.db.execute(sql`update positions set published_at = published_at - interval '1 day' where id = ${before}`);

    const match = await createPosition(t, c, { title: 'Analista de Dados Sênior', cityId: SAO_PAULO });
    await createPosition(t, c, { title: 'Analista de Dados no Rio', cityId: RIO });
    await createPosition(t, c, { title: 'Designer de Produto', cityId: SAO_PAULO });
    await runJobAlerts(t.deps);
    const mails = await mailsTo(ana.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Nova vaga para o seu alerta "analista de dados"');
    expect(mails[0]?.text).toContain('Analista de Dados Sênior');
    expect(mails[0]?.text).toContain(`/my/discovery/position/${match}?origem=job_alert`);
    expect(mails[0]?.text).not.toContain('Rio');
    expect(mails[0]?.text).not.toContain('Designer');
    expect(mails[0]?.text).not.toContain('Júnior');
    expect(mails[0]?.text).toMatch(/\/alertas\/[0-9a-f-]+\/cancelar\?assinatura=/);
    // "Ver todas as vagas" opens the alert's own search
    expect(mails[0]?.text).toContain(
      '/my/discovery/search?type=positions&text=analista+de+dados&allowUnspecified=false&locationStateList=SP',
    );

    // the task again (through the journeys' dev endpoint), and again a minute later: nothing new, nothing sent
    const again = await t.request({ method: 'POST', url: '/v1/dev/job-alerts/run' });
    expect(again.json()).toEqual({ sent: 0 });
    t.clock.advance(60_000);
    await runJobAlerts(t.deps);
    expect(await mailsTo(ana.email)).toHaveLength(1);

    // a second new one: an e-mail with it alone
    const next = await createPosition(t, c, { title: 'Analista de Dados Pleno', cityId: SAO_PAULO });
    await runJobAlerts(t.deps);
    const [, second] = await mailsTo(ana.email);
    expect(second?.text).toContain(`/my/discovery/position/${next}`);
    expect(second?.text).not.toContain(match);
  });

  it('breaks the links a recruiter writes into a title, as every other e-mail does', async () => {
    const lia = await createUser(t);
    await alerts(lia.token, 'POST', { ...dataAnalystInSaoPaulo, query: 'portaria' });
    await createPosition(t, c, { title: 'Portaria - confirme seus dados em https://trilha-vagas.example/login', cityId: SAO_PAULO });
    await runJobAlerts(t.deps);
    const [mail] = await mailsTo(lia.email);
    expect(mail?.text).toContain('hxxps://trilha-vagas[.]example/login');
    for (const body of [mail?.text, mail?.html]) {
      expect(body).not.toContain('https://trilha-vagas.example');
      expect(body).not.toContain('trilha-vagas.example');
    }
  });

  it('leaves out a position closed before the e-mail went, and says nothing when none is left', async () => {
    const bia = await createUser(t);
    await alerts(bia.token, 'POST', { ...dataAnalystInSaoPaulo, query: 'engenheiro de dados' });
    const closed = await createPosition(t, c, { title: 'Engenheiro de Dados', cityId: SAO_PAULO });
    const { matchJobAlerts } = await import('./job-alerts.tasks.ts');
    await matchJobAlerts(t.deps);
    await setPositionStatus(t, c, closed, 'archived');
    await runJobAlerts(t.deps);
    expect(await mailsTo(bia.email)).toEqual([]);
  });

  it('a summary alert waits for the person’s summary time (daily at 08:00 by default)', async () => {
    const caio = await createUser(t);
    const created = await alerts(caio.token, 'POST', { ...dataAnalystInSaoPaulo, query: 'analista de BI', frequency: 'summary' });
    const due = await t.db.execute<{ next: Date }>(sql`select next_send_at as next from job_alerts where id = ${created.json().id}`);
    const next = new Date(due.rows[0]?.next ?? 0);
    expect(new Intl.DateTimeFormat('en', { timeZone: 'America/Sao_Paulo', hour: 'numeric', hourCycle: 'h23' }).format(next)).toBe('08');

    await createPosition(t, c, { title: 'Analista de BI', cityId: SAO_PAULO });
    await createPosition(t, c, { title: 'Analista de BI Sênior', cityId: SAO_PAULO });
    await runJobAlerts(t.deps);
    expect(await mailsTo(caio.email)).toEqual([]);
    t.clock.set(new Date(next.getTime() + 1000));
    await runJobAlerts(t.deps);
    const mails = await mailsTo(caio.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('2 novas vagas para o seu alerta "analista de BI"');
    await runJobAlerts(t.deps);
    expect(await mailsTo(caio.email)).toHaveLength(1);
  });
});

describe('job alerts: many new positions at once', () => {
  it('takes 50 per alert and run, and the next run goes on from the last one', async () => {
    const eva = await createUser(t);
    await alerts(eva.token, 'POST', { query: 'zeladoria', frequency: 'immediate', filters: { allowUnspecified: true } });
    for (let i = 1; i <= 60; i++) {
      t.clock.advance(1000);
      await insertPosition(t, c.id, `Zeladoria ${i}`);
    }
    for (let run = 0; run < 3; run++) {
      await runJobAlerts(t.deps);
      t.clock.advance(60_000);
    }
    const mails = await mailsTo(eva.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      '50 novas vagas para o seu alerta "zeladoria"',
      '10 novas vagas para o seu alerta "zeladoria"',
    ]);
    // the oldest first: the second e-mail names the last ten
    expect(mails[1]?.text).toContain('Zeladoria 60');
    expect(mails[1]?.text).not.toContain('Zeladoria 50 ');
  });
});

describe('job alerts: many alerts due at once', () => {
  it('e-mails each due alert once across the batches of 100, each in its person’s language', async () => {
    // 25 people with 10 immediate alerts each: 250 alerts due together, taken 100 at a time
    const people = await Promise.all(
      Array.from({ length: 25 }, (_, index) => createUser(t, { language: index % 5 === 0 ? 'en' : 'pt-BR' })),
    );
    for (const person of people)
      for (let i = 0; i < 10; i++)
        expect((await alerts(person.token, 'POST', { ...dataAnalystInSaoPaulo, query: 'operador de guindaste' })).statusCode).toBe(201);
    await createPosition(t, c, { title: 'Operador de Guindaste', cityId: SAO_PAULO });
    expect(await runJobAlerts(t.deps)).toBe(250);
    for (const [index, person] of people.entries()) {
      const mails = await mailsTo(person.email);
      expect(mails).toHaveLength(10);
      expect(mails[0]?.subject).toBe(
        index % 5 === 0 ? 'A new position for your alert "operador de guindaste"' : 'Nova vaga para o seu alerta "operador de guindaste"',
      );
      expect(mails[0]?.text).toContain('Operador de Guindaste');
    }
    t.clock.advance(60_000);
    expect(await runJobAlerts(t.deps)).toBe(0);
  });
});

describe('job alerts: the unsubscribe link', () => {
  it('cancels the alert without signing in, only with its own signature', async () => {
    const dani = await createUser(t);
    const alert = (await alerts(dani.token, 'POST', { ...dataAnalystInSaoPaulo, query: 'analista de sistemas' })).json();
    await createPosition(t, c, { title: 'Analista de Sistemas', cityId: SAO_PAULO });
    await runJobAlerts(t.deps);
    const [mail] = await mailsTo(dani.email);
    const link = /\/alertas\/[0-9a-f-]+\/cancelar\?assinatura=[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link).toContain(alert.id);
    const signature = new URL(link, 'http://x').searchParams.get('assinatura') ?? '';

    // opening the link only asks (mail scanners follow links)
    const page = await t.request({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Cancelar alerta');
    expect((await alerts(dani.token)).json().items).toHaveLength(1);

    // another alert's signature, or a changed one, does nothing
    const other = (await alerts(dani.token, 'POST', { query: 'outra busca' })).json();
    const forged = await t.request({ method: 'POST', url: `/alertas/${other.id}/cancelar?assinatura=${signature}` });
    expect(forged.statusCode).toBe(404);
    expect(forged.body).toContain('Link inválido');
    const api = await t.request({ method: 'POST', url: '/v1/job-alerts/unsubscribe', payload: { alertId: other.id, signature } });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.message).toBe('Este link de cancelamento não é válido ou o alerta já foi excluído');
    expect((await alerts(dani.token)).json().items).toHaveLength(2);

    const done = await t.request({ method: 'POST', url: link, headers: { 'content-type': 'text/plain' }, payload: '' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Alerta cancelado');
    expect((await alerts(dani.token)).json().items.map((item: { id: string }) => item.id)).toEqual([other.id]);
    // spent: the same link again
    expect(
      (await t.request({ method: 'POST', url: '/v1/job-alerts/unsubscribe', payload: { alertId: alert.id, signature } })).statusCode,
    ).toBe(404);
  });
});

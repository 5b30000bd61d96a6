import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBody, uniqueEmail } from '../src/modules/identity/identity.test-support.ts';
import { runJobAlerts } from '../src/modules/job-alerts/job-alerts.tasks.ts';
import { DAY, HOUR } from '../src/platform/clock.ts';
import { createTestApp, type TestApp } from './app.ts';
import {
  createHiringCompany,
  createUser,
  insertApplication,
  insertPosition,
  interviewFormFor,
  offerFormFor,
  positionFormFor,
  type TestUser,
} from './factories/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REFUSAL = { code: 'company.email_unconfirmed', message: 'Confirme seu e-mail para publicar vagas e enviar mensagens.' };

interface Opened {
  email: string;
  token: string;
  companyId: string;
}

/** Signs up as a company, as anyone can, in one request. */
async function openCompany(): Promise<Opened> {
  const email = uniqueEmail('dona');
  const res = await t.request({
    method: 'POST',
    url: '/v1/register/candidate',
    payload: registerBody({ email, type: 'company', companyName: 'Empresa Nova Ltda' }),
  });
  expect(res.statusCode).toBe(201);
  const { token, user } = res.json();
  const company = user.companies.find((workspace: { type: string }) => workspace.type === 'business');
  return { email, token, companyId: company.id };
}

const mailsTo = async (email: string) =>
  (
    await t.db.execute<{ subject: string; text: string }>(
      sql`select subject, text from outbox_messages where "to" = ${email} order by created_at, id`,
    )
  ).rows;
/** The code of the newest confirmation link e-mailed to an address. */
async function confirmationCode(email: string): Promise<string> {
  const mail = (await mailsTo(email)).filter((item) => item.subject === 'Confirme seu e-mail - Trilha').at(-1);
  const code = /\/access\/confirm-email\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error('no confirmation link');
  return code;
}
const confirm = (code: string) => t.request({ method: 'POST', url: `/v1/email-confirmation/${code}` });
const resend = (token: string) => t.request({ method: 'POST', url: '/v1/myself/email-confirmation', token });
const companyOf = async (token: string, companyId: string) =>
  (await t.request({ method: 'GET', url: '/v1/auth/data', token }))
    .json()
    .companies.find((workspace: { id: string }) => workspace.id === companyId);

/** Everything a company does that reaches people outside it, each answer's status and error. */
async function reachOut(o: Opened, candidate: TestUser) {
  const as = { token: o.token, company: o.companyId };
  const draft = await t.request({
    method: 'POST',
    url: '/v1/-/positions',
    ...as,
    payload: positionFormFor({ title: 'Zeladoria Predial' }),
  });
  expect(draft.statusCode).toBe(201);
  // a live position and an application to it, as if they existed: the e-mails to candidates are refused by themselves
  const positionId = await insertPosition(t, o.companyId, `Zeladoria ${Date.now()}`);
  const applicationId = await insertApplication(t, { userId: candidate.id, positionId, workspaceId: o.companyId });
  const application = `/v1/-/applications/${applicationId}`;
  const answers = {
    publish: await t.request({ method: 'POST', url: `/v1/-/positions/${draft.json().id}/publish`, ...as }),
    message: await t.request({ method: 'POST', url: `${application}/messages`, ...as, payload: { body: 'Olá!' } }),
    interview: await t.request({ method: 'POST', url: `${application}/interviews`, ...as, payload: interviewFormFor(t) }),
    offer: await t.request({ method: 'POST', url: `${application}/offers`, ...as, payload: offerFormFor() }),
    bulkDecline: await t.request({
      method: 'POST',
      url: `/v1/-/positions/${positionId}/candidates/bulk`,
      ...as,
      payload: { applicationIds: [applicationId], action: 'decline', message: 'Obrigado, {{nome}}.' },
    }),
    memberInvite: await t.request({
      method: 'POST',
      url: `/v1/workspaces/${o.companyId}/invites`,
      token: o.token,
      payload: { invites: [{ email: uniqueEmail('colega'), role: 'member' }] },
    }),
    applicationInvite: await t.request({
      method: 'POST',
      url: `/v1/-/positions/${positionId}/invites`,
      ...as,
      payload: { emails: [uniqueEmail('talento')], message: null },
    }),
  };
  return Object.fromEntries(
    Object.entries(answers).map(([name, res]) => [
      name,
      { status: res.statusCode, error: res.statusCode >= 400 ? res.json().error : null },
    ]),
  );
}

describe('a company opened at sign-up, before its owner confirms the e-mail address', () => {
  it('e-mails the owner a confirmation link and shows the company as waiting for it', async () => {
    const o = await openCompany();
    expect(await confirmationCode(o.email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [mail] = await mailsTo(o.email);
    expect(mail?.text).toContain(`${t.deps.config.publicUrl}/access/confirm-email/`);
    expect(await companyOf(o.token, o.companyId)).toMatchObject({ ownerEmailConfirmed: false });
    // a person's sign-up has nothing to confirm: no e-mail, their workspace is not held
    const person = await t.request({ method: 'POST', url: '/v1/register/candidate', payload: registerBody({ email: uniqueEmail() }) });
    expect(person.json().user.companies).toEqual([expect.objectContaining({ type: 'individual', ownerEmailConfirmed: true })]);
    expect(await mailsTo(person.json().user.email)).toEqual([]);
  });

  it('sets itself up, but publishes no public position and e-mails nobody; all of it works once confirmed', async () => {
    const o = await openCompany();
    const candidate = await createUser(t);
    const as = { token: o.token, company: o.companyId };
    // setting up stays open: company data, draft positions, a bulk move that e-mails nobody
    expect(
      (await t.request({ method: 'POST', url: `/v1/workspaces/${o.companyId}`, token: o.token, payload: { name: 'Empresa Nova' } }))
        .statusCode,
    ).toBe(200);
    const quietPosition = await insertPosition(t, o.companyId, 'Portaria');
    const quietApplication = await insertApplication(t, { userId: candidate.id, positionId: quietPosition, workspaceId: o.companyId });
    const move = await t.request({
      method: 'POST',
      url: `/v1/-/positions/${quietPosition}/candidates/bulk`,
      ...as,
      payload: { applicationIds: [quietApplication], action: 'move', stage: 'interview' },
    });
    expect(move.json()).toEqual({ changed: 1, emailed: 0 });

    const before = await reachOut(o, candidate);
    const refused = { status: 403, error: REFUSAL };
    expect(before).toEqual({
      publish: refused,
      message: refused,
      interview: refused,
      offer: refused,
      bulkDecline: refused,
      memberInvite: refused,
      applicationInvite: refused,
    });
    expect(await mailsTo(candidate.email)).toEqual([]);

    const confirmed = await confirm(await confirmationCode(o.email));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ confirmed: true });
    expect(await companyOf(o.token, o.companyId)).toMatchObject({ ownerEmailConfirmed: true });

    const after = await reachOut(o, candidate);
    expect(after).toEqual({
      publish: { status: 200, error: null },
      message: { status: 201, error: null },
      interview: { status: 201, error: null },
      offer: { status: 201, error: null },
      bulkDecline: { status: 200, error: null },
      memberInvite: { status: 201, error: null },
      applicationInvite: { status: 201, error: null },
    });
  });

  it('is left out of the job alerts until the owner confirms', async () => {
    const confirmedCompany = await createHiringCompany(t);
    const o = await openCompany();
    const seeker = await createUser(t);
    const alert = await t.request({
      method: 'POST',
      url: '/v1/myself/job-alerts',
      token: seeker.token,
      // the positions below say no salary
      payload: { query: 'jardinagem', frequency: 'immediate', filters: { allowUnspecified: true } },
    });
    expect(alert.statusCode).toBe(201);
    t.clock.advance(60_000);
    // a position of each company, live (as if published): only the confirmed company's reaches the alert
    const theirs = await insertPosition(t, confirmedCompany.id, 'Jardinagem Externa');
    const unconfirmed = await insertPosition(t, o.companyId, 'Jardinagem Interna');
    // past the ten minutes a run looks back, so only what is published later is new to the next run
    t.clock.advance(15 * 60_000);
    await runJobAlerts(t.deps);
    const found = await t.db.execute<{ id: string }>(
      sql`select position_id as id from job_alert_matches where alert_id = ${alert.json().id} order by found_at`,
    );
    expect(found.rows.map((row) => row.id)).toEqual([theirs]);
    const [mail] = await mailsTo(seeker.email);
    expect(mail?.text).toContain(theirs);
    expect(mail?.text).not.toContain(unconfirmed);

    // confirmed, its next position reaches the alert
    expect((await confirm(await confirmationCode(o.email))).statusCode).toBe(200);
    t.clock.advance(60_000);
    const later = await insertPosition(t, o.companyId, 'Jardinagem Predial');
    t.clock.advance(60_000);
    await runJobAlerts(t.deps);
    const afterwards = await t.db.execute<{ id: string }>(
      sql`select position_id as id from job_alert_matches where alert_id = ${alert.json().id} order by found_at`,
    );
    expect(afterwards.rows.map((row) => row.id)).toEqual([theirs, later]);
  });
});

describe('the confirmation link', () => {
  it('works once, and not after seven days', async () => {
    const o = await openCompany();
    const code = await confirmationCode(o.email);
    expect((await confirm('codigo-inventado')).json().error.code).toBe('email_confirmation.invalid_code');
    expect((await confirm(code)).statusCode).toBe(200);
    const again = await confirm(code);
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toEqual({
      code: 'email_confirmation.invalid_code',
      message: 'Este link de confirmação é inválido ou expirou',
    });

    const late = await openCompany();
    const lateCode = await confirmationCode(late.email);
    t.clock.advance(7 * DAY);
    expect((await confirm(lateCode)).statusCode).toBe(410);
    expect(await companyOf(late.token, late.companyId)).toMatchObject({ ownerEmailConfirmed: false });
  });

  it('is sent again on request, three times an hour, and not once the address is confirmed', async () => {
    const o = await openCompany();
    const first = await confirmationCode(o.email);
    for (let i = 0; i < 3; i++) {
      t.clock.advance(1000);
      const sent = await resend(o.token);
      expect(sent.statusCode).toBe(202);
      expect(sent.json()).toEqual({ sent: true });
    }
    expect((await resend(o.token)).statusCode).toBe(429);
    const newest = await confirmationCode(o.email);
    expect(newest).not.toBe(first);
    t.clock.advance(HOUR);
    expect((await resend(o.token)).statusCode).toBe(202);
    // any of the links confirms; the others are spent with it
    expect((await confirm(first)).statusCode).toBe(200);
    expect((await confirm(newest)).statusCode).toBe(410);
    const done = await resend(o.token);
    expect(done.statusCode).toBe(409);
    expect(done.json().error).toEqual({ code: 'email_confirmation.not_needed', message: 'Seu e-mail já está confirmado' });
    // someone with no company waiting has nothing to confirm either
    expect((await resend((await createUser(t)).token)).statusCode).toBe(409);
    expect((await t.request({ method: 'POST', url: '/v1/myself/email-confirmation' })).statusCode).toBe(401);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBody, uniqueEmail } from '../src/modules/identity/identity.test-support.ts';
import { createTestApp, type TestApp } from './app.ts';
import { createCompany, createHiringSetup, createUser, type HiringSetup } from './factories/index.ts';

/**
 * The services write each e-mail in its reader's language: a person's own (their account's), and for an address
 * without an account, or a company's own address, the language of the workspace that writes.
 */
let t: TestApp;
let c: HiringSetup;
beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringSetup(t);
});
afterAll(() => t.close());

const subjectsTo = async (email: string) =>
  (
    await t.db.execute<{ subject: string }>(
      sql`select subject from outbox_messages where "to" = ${email.toLowerCase()} order by created_at, id`,
    )
  ).rows.map((row) => row.subject);
const speaks = (workspaceId: string, language: string) =>
  t.db.execute(sql`update workspaces set language = ${language} where id = ${workspaceId}`);

describe('each e-mail in its reader’s language', () => {
  it('password recovery, in the account’s language', async () => {
    const user = await createUser(t, { language: 'en' });
    expect((await t.request({ method: 'POST', url: '/v1/resetpassword', payload: { email: user.email } })).statusCode).toBe(202);
    expect(await subjectsTo(user.email)).toEqual(['Password recovery - Trilha']);
  });

  it('the owner’s address confirmation, in the language of the sign-up', async () => {
    const email = uniqueEmail('duena');
    const res = await t.request({
      method: 'POST',
      url: '/v1/register/candidate',
      headers: { 'accept-language': 'es' },
      payload: registerBody({ email, type: 'company', companyName: 'Empresa Nueva' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await subjectsTo(email)).toEqual(['Confirma tu correo - Trilha']);
  });

  it('a workspace invite: the invitee’s language, else the workspace’s', async () => {
    const company = await createCompany(t);
    await speaks(company.id, 'es');
    const english = await createUser(t, { language: 'en' });
    const payload = {
      invites: [
        { email: english.email, role: 'member' },
        { email: 'sin.cuenta@example.com', role: 'member' },
      ],
    };
    const res = await t.request({ method: 'POST', url: `/v1/workspaces/${company.id}/invites`, token: company.owner.token, payload });
    expect(res.statusCode, res.body).toBe(201);
    expect(await subjectsTo(english.email)).toEqual(['You have been invited to Trilha']);
    expect(await subjectsTo('sin.cuenta@example.com')).toEqual(['Recibiste una invitación en Trilha']);
  });

  it('an invite to apply: the user’s language, else the company’s', async () => {
    await speaks(c.id, 'es');
    const english = await createUser(t, { language: 'en' });
    const prospect = uniqueEmail('prospecto');
    const res = await t.request({
      method: 'POST',
      url: `/v1/-/positions/${c.positionId}/invites`,
      token: c.admin.token,
      company: c.subdomain,
      payload: { emails: [english.email, prospect], message: null },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await subjectsTo(english.email)).toEqual(['You have been invited to apply for a position on Trilha']);
    expect(await subjectsTo(prospect)).toEqual(['Recibiste una invitación para postularte a una vacante en Trilha']);
  });

  it('the hiring notification, in the company’s language', async () => {
    await speaks(c.id, 'en');
    const set = await t.request({
      method: 'PUT',
      url: '/v1/-/integration/hiringnotification',
      token: c.admin.token,
      company: c.subdomain,
      payload: { email: 'hires@example.com' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const hired = await t.request({
      method: 'PUT',
      url: `/v1/-/applications/${c.applicationId}/stage`,
      token: c.manager.token,
      company: c.subdomain,
      payload: { stage: 'hired', message: null },
    });
    expect(hired.statusCode, hired.body).toBe(200);
    expect(await subjectsTo('hires@example.com')).toEqual(['Hire confirmed: Analista de Dados']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, createPosition, createUser, type HiringCompany, type TestUser } from '../../../test/factories/index.ts';

// Invitations that know what already happened: an invite to a position the candidate applied to is part of
// that application, not a new invitation; a recruiter cannot invite someone who already applied.

let t: TestApp;
let c: HiringCompany;
beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringCompany(t);
});
afterAll(() => t.close());

const as = (who: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.request({ method, url, token: who.token, company: c.subdomain, ...(payload && { payload }) });
const invite = (email: string, positionId: string, message: string | null = null) =>
  as(c.admin, 'POST', `/v1/-/positions/${positionId}/invites`, { emails: [email], message });
async function person(name: string) {
  const user = await createUser(t, { name, email: `${name.toLowerCase()}-${Math.random().toString(16).slice(2, 8)}@example.com` });
  if (!user) throw new Error('fixture');
  return user;
}

describe('invites and applications', () => {
  it('an invite the candidate then applies to leaves the invite list and shows on the application', async () => {
    const positionId = await createPosition(t, c, { title: 'Analista de Marketing' });
    const bia = await person('Bia');
    expect((await invite(bia.email, positionId, 'Seu perfil tem tudo a ver com a vaga.')).statusCode).toBe(201);
    expect((await as(bia, 'GET', '/v1/applications/invites')).json().items).toHaveLength(1);

    const app = (await as(bia, 'POST', '/v1/matches', { positionId })).json();
    expect((await as(bia, 'GET', '/v1/applications/invites')).json().items).toEqual([]);
    expect(app.invitation).toMatchObject({ message: 'Seu perfil tem tudo a ver com a vaga.' });
    expect(typeof app.invitation.invitedAt).toBe('string');
  });

  it('a recruiter cannot invite someone who already applied, with a clear pt-BR message; after giving up they can', async () => {
    const positionId = await createPosition(t, c, { title: 'Analista de Vendas' });
    const rui = await person('Rui');
    const app = (await as(rui, 'POST', '/v1/matches', { positionId })).json();
    expect(app.invitation).toBeNull();
    const refused = await invite(rui.email, positionId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'application_invite.already_applied',
      message: 'Esta pessoa já se candidatou a esta vaga: acompanhe a candidatura no processo seletivo',
    });
    expect((await as(c.admin, 'GET', `/v1/-/positions/${positionId}/invites`)).json().items).toEqual([]);

    await as(rui, 'POST', `/v1/matches/${app.id}/give-up`);
    expect((await invite(rui.email, positionId)).statusCode).toBe(201);
  });
});

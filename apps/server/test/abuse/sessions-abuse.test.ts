import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceMembers } from '../../src/db/schema/index.ts';
import { signIn } from '../../src/modules/identity/identity.test-support.ts';
import { createTestApp, type TestApp } from '../app.ts';
import { createCompany, TEST_PASSWORD } from '../factories/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const members = (workspaceId: string, token: string) => t.request({ method: 'GET', url: `/v1/workspaces/${workspaceId}/users`, token });

describe('sessions and account states', () => {
  it('ends every session of an account pending deletion, and a new sign-in only reactivates', async () => {
    const c = await createCompany(t);
    const admin = c.administrator;
    const laptop = admin.token;
    const email = (await t.request({ method: 'GET', url: '/v1/myself/info', token: laptop })).json().email as string;
    const phone = (await signIn(t, email, TEST_PASSWORD)).json().token as string;
    expect((await members(c.id, phone)).statusCode).toBe(200);

    const removal = await t.request({ method: 'DELETE', url: '/v1/myself', token: laptop, payload: { confirmation: 'DELETAR', email } });
    expect(removal.statusCode).toBe(200);
    for (const token of [laptop, phone]) {
      const res = await members(c.id, token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('invalid_token');
    }

    // signed in again, the account reaches reactivation and nothing of the company's administration
    const again = (await signIn(t, email, TEST_PASSWORD)).json().token as string;
    expect((await t.request({ method: 'GET', url: '/v1/auth/data', token: again })).json().status).toBe('pending_deletion');
    expect((await members(c.id, again)).statusCode).toBe(403);
    expect((await t.request({ method: 'PATCH', url: '/v1/myself/reactivate', token: again })).statusCode).toBe(200);
    expect((await members(c.id, again)).statusCode).toBe(200);
  });

  it('signs a member out when an administrator changes the role', async () => {
    const c = await createCompany(t);
    const before = await members(c.id, c.target.token);
    expect(before.statusCode).toBe(200);
    const change = await t.request({
      method: 'PATCH',
      url: `/v1/workspaces/${c.id}/users/${c.target.id}`,
      token: c.administrator.token,
      payload: { role: 'content_creator' },
    });
    expect(change.statusCode).toBe(200);
    const after = await members(c.id, c.target.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('invalid_token');
    // the administrator who changed it stays signed in
    expect((await members(c.id, c.administrator.token)).statusCode).toBe(200);
  });

  it('refuses company calls until the member accepts its terms, except what the terms screen uses', async () => {
    const c = await createCompany(t);
    await t.db.update(workspaceMembers).set({ tosAcceptedAt: null }).where(eq(workspaceMembers.userId, c.member.id));
    const refused = await members(c.id, c.member.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'workspace.terms_not_accepted', message: 'Aceite os termos de uso para continuar' });
    // the terms screen: the session's data, the workspace itself, and the acceptance
    expect((await t.request({ method: 'GET', url: '/v1/auth/data', token: c.member.token })).statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/v1/workspaces/current', token: c.member.token, company: c.subdomain })).statusCode,
    ).toBe(200);
    const accept = await t.request({ method: 'POST', url: '/v1/-/tos', token: c.member.token, payload: { workspaceId: c.id } });
    expect(accept.statusCode).toBe(200);
    expect((await members(c.id, c.member.token)).statusCode).toBe(200);
  });
});

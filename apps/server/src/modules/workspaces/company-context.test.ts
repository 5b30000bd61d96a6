import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCompany, createUser, createWorkspace } from '../../../test/factories/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const current = (token: string, company: string) => t.request({ method: 'GET', url: '/v1/workspaces/current', token, company });

describe('X-Company', () => {
  it('resolves the workspace by subdomain or id, for members only', async () => {
    const c = await createCompany(t);
    const bySubdomain = await current(c.member.token, c.subdomain.toUpperCase());
    expect(bySubdomain.statusCode).toBe(200);
    expect(bySubdomain.json().workspace).toMatchObject({ id: c.id, role: 'member', subdomain: c.subdomain });
    expect((await current(c.owner.token, c.id)).json().workspace.role).toBe('owner');
    expect((await current(c.otherAdmin.token, c.subdomain)).statusCode).toBe(404);
    expect((await current(c.member.token, 'nao-existe')).statusCode).toBe(404);
    const none = await t.request({ method: 'GET', url: '/v1/workspaces/current', token: c.member.token });
    expect(none.statusCode).toBe(404);
  });

  it('lets support users in only while the company allows support, and only to view', async () => {
    const c = await createCompany(t, { workspace: { allowSupport: true } });
    const support = await createUser(t, { isSupport: true });
    const allowed = await current(support.token, c.subdomain);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().workspace).toMatchObject({ id: c.id, role: 'member', userRole: 'user', allowSupport: true });
    expect((await t.request({ method: 'GET', url: `/v1/workspaces/${c.id}/users`, token: support.token })).statusCode).toBe(403);
    const off = await t.request({
      method: 'PUT',
      url: '/v1/-/company/support',
      token: c.owner.token,
      company: c.subdomain,
      payload: { mode: false },
    });
    expect(off.json()).toEqual({ allowSupport: false });
    const blocked = await current(support.token, c.subdomain);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toEqual({ code: 'workspace.support_unavailable', message: 'Usuário de suporte atualmente indisponível.' });
    const portal = await createWorkspace(t, { name: 'Portal', type: 'aggregator', subdomain: 'portal-suporte' });
    expect((await current(support.token, portal.subdomain ?? '')).statusCode).toBe(404);
  });
});

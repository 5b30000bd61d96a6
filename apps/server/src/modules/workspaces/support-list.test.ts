import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCompany, createUser, createWorkspace, requestDeletion } from '../../../test/factories/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (token: string) => t.request({ method: 'GET', url: '/v1/support/workspaces', token });

describe('GET /v1/support/workspaces: support reaches only the admin centers it may enter', () => {
  it('lists the companies that allow support, and no others', async () => {
    const allowing = await createCompany(t, { workspace: { allowSupport: true } });
    const blocked = await createCompany(t, { workspace: { allowSupport: false } });
    const deleting = await createCompany(t, { workspace: { allowSupport: true } });
    await requestDeletion(t, deleting.id);
    const portal = await createWorkspace(t, { name: 'Portal', type: 'aggregator', subdomain: `portal-${Date.now()}`, allowSupport: true });
    const support = await createUser(t, { isSupport: true });

    const response = await list(support.token);
    expect(response.statusCode).toBe(200);
    const ids = response.json().items.map((item: { id: string }) => item.id);
    expect(ids).toContain(allowing.id);
    expect(ids).not.toContain(blocked.id);
    expect(ids).not.toContain(deleting.id);
    expect(ids).not.toContain(portal.id);
    expect(response.json().items.find((item: { id: string }) => item.id === allowing.id)).toEqual({
      id: allowing.id,
      name: 'Empresa Teste',
      subdomain: allowing.subdomain,
      imageUrl: null,
    });
  });

  it('refuses anyone who is not support staff, even a company owner', async () => {
    const company = await createCompany(t, { workspace: { allowSupport: true } });
    const response = await list(company.owner.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('permission.denied');
  });
});

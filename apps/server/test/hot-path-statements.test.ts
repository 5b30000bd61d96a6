import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceDeletionRequests } from '../src/db/schema/index.ts';
import { DAY } from '../src/platform/clock.ts';
import { createTestApp, type TestApp } from './app.ts';
import { addMember, createUser, createWorkspace } from './factories/index.ts';
import { recordQueries } from './record-queries.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const queriesDuring = (work: () => Promise<unknown>) => recordQueries(t.db.$client, work);

describe('GET /v1/auth/data', () => {
  it('answers in two round trips of named statements: the session, then the whole payload', async () => {
    const user = await createUser(t, { name: 'Rita' });
    const company = await createWorkspace(t, { name: 'Empresa Rita', subdomain: 'empresa-rita' });
    await addMember(t, company.id, user.id, 'administrator', 'admin');
    const requestedAt = new Date(t.clock.now().getTime() - DAY);
    await t.db.insert(workspaceDeletionRequests).values({ workspaceId: company.id, status: 'PENDING', requestedAt });

    let body: { companies: { id: string; deletionRequest: unknown; userTosAcceptedAt: string | null }[] } | undefined;
    const sent = await queriesDuring(async () => {
      const res = await t.request({ method: 'GET', url: '/v1/auth/data', token: user.token });
      expect(res.statusCode).toBe(200);
      body = res.json();
    });
    expect(sent.map((query) => query.name)).toEqual(['sessions.live', 'identity.session_user']);
    // the nested JSON comes back with the same values the ORM gave: ISO instants, the latest deletion request
    const listed = body?.companies.find((c) => c.id === company.id);
    expect(listed).toMatchObject({
      deletionRequest: { status: 'PENDING', requestedAt: requestedAt.toISOString() },
      userTosAcceptedAt: t.clock.now().toISOString(),
    });
    expect(body?.companies).toHaveLength(2);
  });

  it('hides a workspace pending deletion from a plain member, as before', async () => {
    const user = await createUser(t, { name: 'Sara' });
    const company = await createWorkspace(t, { name: 'Empresa Sara', subdomain: 'empresa-sara' });
    await addMember(t, company.id, user.id, 'member');
    await t.db.insert(workspaceDeletionRequests).values({ workspaceId: company.id, status: 'PENDING', requestedAt: t.clock.now() });
    const res = await t.request({ method: 'GET', url: '/v1/auth/data', token: user.token });
    expect(res.json().companies.map((c: { id: string }) => c.id)).not.toContain(company.id);
    expect(res.json().companies).toHaveLength(1);
  });
});

describe('GET /v1/workspaces/:id/users', () => {
  it('runs only named statements: session, workspace with membership, list total, page', async () => {
    const user = await createUser(t, { name: 'Tina' });
    const company = await createWorkspace(t, { name: 'Empresa Tina', subdomain: 'empresa-tina' });
    await addMember(t, company.id, user.id, 'owner', 'admin');
    const sent = await queriesDuring(async () => {
      const res = await t.request({ method: 'GET', url: `/v1/workspaces/${company.id}/users?page=1&limit=6`, token: user.token });
      expect(res.json()).toMatchObject({ total: 1, items: [{ userId: user.id, name: 'Tina' }] });
    });
    expect(sent.map((query) => query.name)).toEqual(['sessions.live', 'workspaces.for_caller', 'list_counts.total', 'members.page']);
  });
});

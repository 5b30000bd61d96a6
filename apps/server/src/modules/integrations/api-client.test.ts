import { createTrilhaClient } from '@trilha/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringSetup, type HiringSetup } from '../../../test/factories/index.ts';

// The typed client of packages/api-client, as another system uses it: over HTTP, with a company's API key.
let t: TestApp;
let c: HiringSetup;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringSetup(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the test server has no port');
  baseUrl = `http://127.0.0.1:${address.port}/`;
});
afterAll(() => t.close());

const makeKey = async (scopes: string[]) => {
  const res = await t.request({
    method: 'POST',
    url: '/v1/-/api-keys',
    payload: { name: 'Sistema de RH', scopes },
    token: c.admin.token,
    company: c.subdomain,
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { key: string }).key;
};

describe('the typed API client', () => {
  it("lists the company's open positions with their candidates, and says why a call outside the key's scopes fails", async () => {
    const client = createTrilhaClient({ baseUrl, apiKey: await makeKey(['positions:read']) });
    const { data, error, response } = await client.GET('/v1/-/positions', { params: { query: { status: 'active', limit: 50 } } });
    expect(error).toBeUndefined();
    expect(response.status).toBe(200);
    const position = data?.items.find((item) => item.id === c.positionId);
    expect(position).toBeDefined();
    const candidates = Object.values(position?.stageCounts ?? {}).reduce((sum, count) => sum + count, 0);
    expect(candidates).toBeGreaterThan(0);

    const moved = await client.PUT('/v1/-/applications/{id}/stage', {
      params: { path: { id: c.applicationId } },
      body: { stage: 'interview' },
    });
    expect(moved.response.status).toBe(403);
    expect(moved.error?.error.code).toBe('api_key.scope');
  });
});

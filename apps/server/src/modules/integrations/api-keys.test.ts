import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringSetup, type HiringSetup } from '../../../test/factories/index.ts';

let t: TestApp;
let c: HiringSetup;
let other: HiringSetup;
beforeAll(async () => {
  t = await createTestApp();
  [c, other] = await Promise.all([createHiringSetup(t), createHiringSetup(t)]);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** A call with a person's session in the company `c` (X-Company). */
const asPerson = (token: string, method: Method, url: string, payload?: object) =>
  t.request({ method, url, payload, token, company: c.subdomain });
/** A call with an API key: no X-Company unless given. */
const withKey = (key: string, method: Method, url: string, payload?: object, company?: string) =>
  t.request({ method, url, payload, token: key, ...(company && { company }) });

const makeKey = async (scopes: string[], name = 'Sistema de RH') => {
  const res = await asPerson(c.admin.token, 'POST', '/v1/-/api-keys', { name, scopes });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; key: string; prefix: string; scopes: string[] };
};

describe('API keys', () => {
  it('a key with positions:read lists positions, is refused elsewhere, and nothing after its revocation', async () => {
    const created = await makeKey(['positions:read']);
    expect(created.key).toMatch(/^trk_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);

    const positions = await withKey(created.key, 'GET', '/v1/-/positions');
    expect(positions.statusCode).toBe(200);
    expect(JSON.stringify(positions.json())).toContain(c.positionId);
    // its own company named in the header is fine too
    expect((await withKey(created.key, 'GET', '/v1/-/positions', undefined, c.subdomain)).statusCode).toBe(200);

    // outside its scopes
    const move = await withKey(created.key, 'PUT', `/v1/-/applications/${c.applicationId}/stage`, { stage: 'interview' });
    expect(move.statusCode).toBe(403);
    expect(move.json().error.code).toBe('api_key.scope');
    // another company, by the header
    const elsewhere = await withKey(created.key, 'GET', '/v1/-/positions', undefined, other.subdomain);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().error.code).toBe('api_key.other_company');
    // a key cannot make keys, nor reach what takes no keys
    const keyMakesKey = await withKey(created.key, 'POST', '/v1/-/api-keys', { name: 'Outra', scopes: ['positions:read'] });
    expect(keyMakesKey.statusCode).toBe(403);
    expect(keyMakesKey.json().error.code).toBe('api_key.not_allowed');
    expect((await withKey(created.key, 'GET', '/v1/myself/info')).statusCode).toBe(403);

    // revoked: refused from that moment
    expect((await asPerson(c.admin.token, 'DELETE', `/v1/-/api-keys/${created.id}`)).statusCode).toBe(204);
    const after = await withKey(created.key, 'GET', '/v1/-/positions');
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('invalid_token');
  });

  it('a key with applications:write moves a candidate in its company only', async () => {
    const { key } = await makeKey(['applications:write', 'applications:read']);
    const move = await withKey(key, 'PUT', `/v1/-/applications/${c.applicationId}/stage`, { stage: 'interview' });
    expect(move.statusCode).toBe(200);
    expect(move.json().stage).toBe('interview');
    // another company's application is not found
    const foreign = await withKey(key, 'PUT', `/v1/-/applications/${other.applicationId}/stage`, { stage: 'interview' });
    expect(foreign.statusCode).toBe(404);
  });

  it('only company admins make, list and revoke keys; the list never shows a key', async () => {
    for (const person of [c.member, c.manager, c.evaluator]) {
      expect((await asPerson(person.token, 'POST', '/v1/-/api-keys', { name: 'Minha', scopes: ['positions:read'] })).statusCode).toBe(403);
      expect((await asPerson(person.token, 'GET', '/v1/-/api-keys')).statusCode).toBe(403);
    }
    const created = await makeKey(['reports:read'], 'Painel de BI');
    const list = await asPerson(c.admin.token, 'GET', '/v1/-/api-keys');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.key);
    expect(list.json().items.find((item: { id: string }) => item.id === created.id)).toMatchObject({
      name: 'Painel de BI',
      scopes: ['reports:read'],
      prefix: created.prefix,
      lastUsedAt: null,
    });
    // another company's admin cannot revoke it
    const foreign = await t.request({
      method: 'DELETE',
      url: `/v1/-/api-keys/${created.id}`,
      token: other.admin.token,
      company: other.subdomain,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a key with no name or no scope, with the field in error', async () => {
    const res = await asPerson(c.admin.token, 'POST', '/v1/-/api-keys', { name: 'x', scopes: [] });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ name: 'O nome deve ter entre 2 e 60 caracteres', scopes: 'Escolha ao menos um escopo' });
    const unknownScope = await asPerson(c.admin.token, 'POST', '/v1/-/api-keys', { name: 'Sistema', scopes: ['everything'] });
    expect(unknownScope.statusCode).toBe(422);
  });

  it('writes every use of a key in the audit log, refusals included, with its answer', async () => {
    const created = await makeKey(['positions:read'], 'Auditoria');
    t.clock.advance(1000);
    await withKey(created.key, 'GET', '/v1/-/positions');
    t.clock.advance(1000);
    await withKey(created.key, 'GET', '/v1/-/reports');
    t.clock.advance(1000);
    await withKey(created.key, 'GET', '/v1/-/api-keys');
    const log = await asPerson(c.admin.token, 'GET', '/v1/-/audit-log?limit=100');
    expect(log.statusCode).toBe(200);
    const mine = log.json().items.filter((item: { apiKey: { id: string } | null }) => item.apiKey?.id === created.id);
    expect(
      mine.map((item: { action: string; request: string | null; status: number | null }) => [item.action, item.request, item.status]),
    ).toEqual([
      ['api_key.used', 'GET /v1/-/api-keys', 403],
      ['api_key.used', 'GET /v1/-/reports', 403],
      ['api_key.used', 'GET /v1/-/positions', 200],
      ['api_key.created', null, null],
    ]);
    const keys = await asPerson(c.admin.token, 'GET', '/v1/-/api-keys');
    expect(keys.json().items.find((item: { id: string }) => item.id === created.id).lastUsedAt).not.toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR } from '../../src/platform/clock.ts';
import { createTestApp, type TestApp } from '../app.ts';
import { createCompany } from '../factories/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('account lookups', () => {
  it('limits auth-me to 30 a minute per address', async () => {
    const ask = (remoteAddress: string) => t.request({ method: 'GET', url: '/v1/auth-me?email=ana%40example.com', remoteAddress });
    for (let i = 0; i < 30; i++) expect((await ask('198.51.100.30')).statusCode).toBe(200);
    const refused = await ask('198.51.100.30');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect((await ask('198.51.100.31')).statusCode).toBe(200);
    t.clock.advance(HOUR / 60);
    expect((await ask('198.51.100.30')).statusCode).toBe(200);
  });

  it('limits member suggestions to 60 a minute per user', async () => {
    const c = await createCompany(t);
    const suggest = (token: string) => t.request({ method: 'GET', url: `/v1/workspaces/${c.id}/users/suggestions?query=ma`, token });
    for (let i = 0; i < 60; i++) expect((await suggest(c.owner.token)).statusCode).toBe(200);
    expect((await suggest(c.owner.token)).statusCode).toBe(429);
    expect((await suggest(c.administrator.token)).statusCode).toBe(200);
  });
});

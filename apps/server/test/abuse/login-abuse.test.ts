import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app.ts';
import { createUser, TEST_PASSWORD } from '../factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string, options: { remoteAddress?: string; forwardedFor?: string } = {}) =>
  t.request({
    method: 'POST',
    url: '/v1/auth',
    payload: { email, password },
    remoteAddress: options.remoteAddress ?? '198.51.100.7',
    headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
  });

describe('sign-in abuse', () => {
  it('does not let a rotating X-Forwarded-For pass for new addresses', async () => {
    const user = await createUser(t);
    let statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await signIn(user.email, 'Errada@123', { forwardedFor: `203.0.113.${i + 1}` })).statusCode);
    }
    // three free failures for this socket address, whatever the header claims; then it waits
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    statuses = [(await signIn(user.email, TEST_PASSWORD, { forwardedFor: '203.0.113.200' })).statusCode];
    expect(statuses).toEqual([429]);
  });

  it('believes X-Forwarded-For only for the configured proxy hops', async () => {
    const proxied = await createTestApp({ config: { trustProxyHops: 1 } });
    try {
      const user = await createUser(proxied);
      const attempt = (forwardedFor: string, password = 'Errada@123') =>
        proxied.request({
          method: 'POST',
          url: '/v1/auth',
          payload: { email: user.email, password },
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': forwardedFor },
        });
      // behind one proxy, the client is the last entry: entries the client wrote itself are not believed
      for (let i = 0; i < 3; i++) expect((await attempt(`1.1.1.${i}, 198.51.100.50`)).statusCode).toBe(401);
      expect((await attempt('9.9.9.9, 198.51.100.50', TEST_PASSWORD)).statusCode).toBe(429);
      expect((await attempt('198.51.100.51', TEST_PASSWORD)).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('never locks the owner out of the right password from an address with no failures', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 40; i++) await signIn(user.email, 'Errada@123', { remoteAddress: `192.0.2.${i + 1}` });
    const owner = await signIn(user.email, TEST_PASSWORD, { remoteAddress: '198.51.100.99' });
    expect(owner.statusCode).toBe(200);
  });

  it('lets ten concurrent right-password sign-ins all succeed', async () => {
    const user = await createUser(t);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => signIn(user.email, TEST_PASSWORD, { remoteAddress: '198.51.100.120' })),
    );
    expect(results.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
  });
});

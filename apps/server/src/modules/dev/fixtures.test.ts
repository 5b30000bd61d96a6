import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addMember, createUser, createWorkspace } from '../../../test/factories/index.ts';

// The journeys' test data (apps/e2e/support/fresh-data.ts): what no public endpoint makes, outside production only.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { nodeEnv: 'development' } });
});
afterAll(() => t.close());

const suffix = () => randomBytes(4).toString('hex');

/** A company whose administrator may pay, as its subdomain and the administrator's token. */
async function company() {
  const subdomain = `dev-${suffix()}`;
  const workspace = await createWorkspace(t, { subdomain, status: 'test' });
  const admin = await createUser(t);
  await addMember(t, workspace.id, admin.id, 'owner', 'admin');
  return { subdomain, token: admin.token };
}

const redeem = (c: { subdomain: string; token: string }, voucher: string) =>
  t.request({
    method: 'POST',
    url: '/v1/-/wallet/voucher/add',
    token: c.token,
    company: c.subdomain,
    headers: { 'idempotency-key': randomBytes(8).toString('hex') },
    payload: { voucher },
  });

describe('dev vouchers', () => {
  it('mints a new single-use code each time, redeemable once', async () => {
    const first = await t.request({ method: 'POST', url: '/v1/dev/vouchers', payload: { credits: 70 } });
    expect(first.statusCode, first.body).toBe(201);
    const second = await t.request({ method: 'POST', url: '/v1/dev/vouchers', payload: { credits: 70 } });
    const { code } = first.json();
    expect(code).toMatch(/^DEV-[0-9A-F]{12}$/);
    expect(second.json().code).not.toBe(code);

    const c = await company();
    const added = await redeem(c, code);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ credits: 70, balance: 70 });
    expect((await redeem(c, code)).statusCode).toBe(409);
  });

  it('binds a code to one company when asked', async () => {
    const [owner, other] = [await company(), await company()];
    const minted = await t.request({ method: 'POST', url: '/v1/dev/vouchers', payload: { credits: 5, workspace: owner.subdomain } });
    expect(minted.statusCode, minted.body).toBe(201);
    expect((await redeem(other, minted.json().code)).statusCode).toBe(404);
    expect((await redeem(owner, minted.json().code)).statusCode).toBe(200);
    const unknown = await t.request({ method: 'POST', url: '/v1/dev/vouchers', payload: { credits: 5, workspace: 'nao-existe' } });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('dev portal members', () => {
  it('makes an account a member of a portal, once, and of nothing else', async () => {
    const subdomain = `portal-${suffix()}`;
    const portal = await createWorkspace(t, { name: 'Portal Teste', subdomain, type: 'aggregator' });
    const user = await createUser(t);
    for (let i = 0; i < 2; i++) {
      const added = await t.request({
        method: 'POST',
        url: '/v1/dev/portal-members',
        payload: { email: user.email.toUpperCase(), portal: subdomain },
      });
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json()).toEqual({ workspaceId: portal.id });
    }
    const mine = await t.request({ method: 'GET', url: '/v1/myself/workspaces', token: user.token });
    expect((mine.json().items as { id: string }[]).filter((item) => item.id === portal.id)).toHaveLength(1);

    const business = await createWorkspace(t, { subdomain: `empresa-${suffix()}` });
    const refused = await t.request({
      method: 'POST',
      url: '/v1/dev/portal-members',
      payload: { email: user.email, portal: business.subdomain },
    });
    expect(refused.statusCode).toBe(404);
    const nobody = await t.request({
      method: 'POST',
      url: '/v1/dev/portal-members',
      payload: { email: 'ninguem@example.com', portal: subdomain },
    });
    expect(nobody.statusCode).toBe(404);
  });
});

describe('outside development', () => {
  it('does not exist in production, even for a loopback client', async () => {
    const production = await createTestApp({ config: { nodeEnv: 'production' } });
    try {
      for (const [url, payload] of [
        ['/v1/dev/vouchers', { credits: 5 }],
        ['/v1/dev/portal-members', { email: 'ana@example.com', portal: 'vagas-nordeste' }],
      ] as const) {
        const res = await production.request({ method: 'POST', url, payload });
        expect(res.statusCode, url).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});

import { type EndpointDefinition, walletApi } from '@trilha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type AdminCompany, createWalletCompany, TEST_CARDS, tokenize } from '../../../test/factories/index.ts';

/**
 * The permission matrix of the wallet routes: the company's administrator, a member, support staff while the company
 * allows support and in a company that does not, a user of no company, another company's administrator (404) and no
 * session. Reads need admin.access (support staff read), payments wallet.pay (support staff are read-only).
 */
const ACTORS = ['admin', 'member', 'support', 'supportBlocked', 'outsider', 'otherAdmin', 'anonymous'] as const;
type ActorName = (typeof ACTORS)[number];
type Expect = Record<ActorName, number>;

const READ = (status: number): Expect => ({
  admin: status,
  member: 403,
  support: status,
  supportBlocked: 403,
  outsider: 404,
  otherAdmin: 404,
  anonymous: 401,
});
const PAY = (status: number): Expect => ({ ...READ(status), support: 403 });

interface Case {
  endpoint: EndpointDefinition;
  request: (extra: { token: string }) => { method: string; url: string; payload?: unknown };
  expect: Expect;
}

const CASES: Case[] = [
  { endpoint: walletApi.getWallet, request: () => ({ method: 'GET', url: '/v1/-/wallet' }), expect: READ(200) },
  { endpoint: walletApi.getWalletRates, request: () => ({ method: 'GET', url: '/v1/-/wallet/rates' }), expect: READ(200) },
  {
    endpoint: walletApi.addWalletVoucher,
    request: () => ({ method: 'POST', url: '/v1/-/wallet/voucher/add', payload: { voucher: 'NAO-EXISTE' } }),
    expect: PAY(404),
  },
  { endpoint: walletApi.listWalletCards, request: () => ({ method: 'GET', url: '/v1/-/wallet/card' }), expect: READ(200) },
  {
    endpoint: walletApi.deleteWalletCard,
    request: () => ({ method: 'DELETE', url: '/v1/-/wallet/card', payload: { token: '00000000-0000-4000-8000-000000000000' } }),
    expect: PAY(404),
  },
  {
    endpoint: walletApi.chargeWalletCard,
    request: ({ token }) => ({
      method: 'POST',
      url: '/v1/-/wallet/stripe/charge',
      payload: { credits: 20, currency: 'BRL', cardToken: token, holder: 'Adriana' },
    }),
    expect: PAY(200),
  },
  {
    endpoint: walletApi.createWalletBoleto,
    request: () => ({ method: 'POST', url: '/v1/-/wallet/boleto', payload: { credits: 20 } }),
    expect: PAY(201),
  },
  {
    endpoint: walletApi.createWalletPjbank,
    request: () => ({ method: 'POST', url: '/v1/-/wallet/pjbank', payload: { credits: 20 } }),
    expect: PAY(201),
  },
  {
    endpoint: walletApi.createWalletPaypal,
    request: () => ({ method: 'POST', url: '/v1/-/wallet/paypal/create', payload: { credits: 20, currency: 'USD' } }),
    expect: PAY(201),
  },
  {
    endpoint: walletApi.executeWalletPaypal,
    request: () => ({ method: 'POST', url: '/v1/-/wallet/paypal/execute', payload: { paymentId: 'x', payerId: 'y' } }),
    expect: PAY(404),
  },
  { endpoint: walletApi.listServicePayments, request: () => ({ method: 'GET', url: '/v1/-/servicepayment' }), expect: READ(200) },
  {
    endpoint: walletApi.payServiceBoleto,
    request: () => ({ method: 'POST', url: '/v1/-/servicepayment/boleto', payload: { invoiceId: 'x' } }),
    expect: PAY(404),
  },
  {
    endpoint: walletApi.payServicePjbank,
    request: () => ({ method: 'POST', url: '/v1/-/servicepayment/pjbank', payload: { invoiceId: 'x' } }),
    expect: PAY(404),
  },
  {
    endpoint: walletApi.createWalletPix,
    request: () => ({ method: 'POST', url: '/v1/-/wallet/pix', payload: { credits: 20 } }),
    expect: PAY(201),
  },
  {
    // the admin's own charge is read (200), and another company's administrator gets 404 for it
    endpoint: walletApi.getWalletPix,
    request: () => ({ method: 'GET', url: `/v1/-/wallet/pix/${pixChargeId}` }),
    expect: READ(200),
  },
  {
    endpoint: walletApi.trackWalletEvent,
    request: () => ({ method: 'POST', url: '/v1/-/notify/track', payload: { event: 'rates_viewed' } }),
    expect: READ(204),
  },
];

let t: TestApp;
let c: AdminCompany;
let cardToken: string;
let pixChargeId = '';
beforeAll(async () => {
  t = await createTestApp();
  c = await createWalletCompany(t);
  cardToken = await tokenize(t, TEST_CARDS.approve);
  const pix = await t.request({
    method: 'POST',
    url: '/v1/-/wallet/pix',
    payload: { credits: 20 },
    token: c.admin.token,
    company: c.subdomain,
    headers: { 'idempotency-key': 'setup-pix' },
  });
  pixChargeId = pix.json().id;
});
afterAll(() => t.close());

const tokenOf = (actor: ActorName) => (actor === 'anonymous' ? undefined : c[actor === 'supportBlocked' ? 'support' : actor].token);

describe('wallet permission matrix', () => {
  for (const testCase of CASES) {
    it(`${testCase.endpoint.method} ${testCase.endpoint.path}`, async () => {
      const got: Partial<Expect> = {};
      for (const actor of ACTORS) {
        const request = testCase.request({ token: cardToken });
        const res = await t.request({
          method: request.method as 'GET',
          url: request.url,
          payload: request.payload as Record<string, unknown>,
          token: tokenOf(actor),
          company: actor === 'supportBlocked' ? c.otherSubdomain : c.subdomain,
          headers: { 'idempotency-key': `${actor}-${request.url}` },
        });
        got[actor] = res.statusCode;
        if (res.statusCode >= 400) expect(res.json().error.code, `${actor}: ${res.body}`).toBeTypeOf('string');
        if (actor === 'supportBlocked') expect(res.json().error.message).toBe('Usuário de suporte atualmente indisponível.');
      }
      expect(got).toEqual(testCase.expect);
    });
  }

  it('the provider notification is public: a bad signature is refused to anyone', async () => {
    const res = await t.request({ method: 'POST', url: '/v1/payments/webhooks/sandbox', payload: { id: 'evt_1' } });
    expect(res.statusCode).toBe(400);
  });

  it('has one row per endpoint of the wallet contract, each requesting its own endpoint', () => {
    const endpoints = (Object.values(walletApi) as unknown[]).filter(
      (value): value is EndpointDefinition => typeof value === 'object' && value !== null && 'path' in value,
    );
    // public: the providers' notifications (signed) and the sandbox's dev tool (this machine only, never in production)
    const covered = new Set([
      ...CASES.map((testCase) => testCase.endpoint),
      walletApi.receivePaymentWebhook,
      walletApi.receivePixWebhook,
      walletApi.payDevPix,
    ]);
    expect(covered).toEqual(new Set(endpoints));
    for (const { endpoint, request } of CASES) {
      const { method, url } = request({ token: '' });
      expect(method).toBe(endpoint.method);
      expect(url.split('?')[0]?.replace(/\/[0-9a-f-]{36}$/, '/:id')).toBe(endpoint.path);
    }
  });
});

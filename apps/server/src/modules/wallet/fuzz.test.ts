import { walletApi } from '@trilha/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createWalletCompany, type WalletCompany } from './test-fixtures.ts';

let t: TestApp;
let c: WalletCompany;
beforeAll(async () => {
  t = await createTestApp();
  c = await createWalletCompany(t);
});
afterAll(() => t.close());

const json = fc.jsonValue({ maxDepth: 3 });
const text = fc.string({ maxLength: 40 });
const field = fc.oneof(json, text, fc.integer(), fc.double());
/** Bodies near the valid ones: a known field set to anything, or any JSON. */
const body = fc.oneof(
  json.map((value) => JSON.stringify(value)),
  text,
  fc
    .record(
      {
        credits: field,
        currency: field,
        cardToken: field,
        savedCardId: field,
        holder: field,
        saveCard: field,
        voucher: field,
        invoiceId: field,
        paymentId: field,
        payerId: field,
        returnPath: field,
        token: field,
        event: field,
        data: field,
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
);

const WRITES = Object.values(walletApi).filter((endpoint) => endpoint.method !== 'GET' && endpoint !== walletApi.receivePaymentWebhook);

describe('malformed input never produces a 5xx', () => {
  it('paying and other writes with any body and key', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...WRITES), body, fc.option(text), async (endpoint, payload, key) => {
        const res = await t.request({
          method: endpoint.method as 'POST',
          url: endpoint.path,
          token: c.admin.token,
          company: c.subdomain,
          headers: { 'content-type': 'application/json', ...(key !== null && { 'idempotency-key': encodeURIComponent(key) || 'k' }) },
          payload,
        });
        expect(res.statusCode, `${endpoint.path} ${payload}: ${res.body}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.json().error.code).toBeTypeOf('string');
      }),
      { numRuns: 60 },
    );
  });

  it('queries of the ledger and the invoices with any text', async () => {
    await fc.assert(
      fc.asyncProperty(text, text, text, async (from, to, restrict) => {
        for (const url of [
          `/v1/-/wallet?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&restrict=${encodeURIComponent(restrict)}`,
          `/v1/-/wallet?page=${encodeURIComponent(from)}&limit=${encodeURIComponent(to)}`,
          `/v1/-/servicepayment?page=${encodeURIComponent(restrict)}`,
        ]) {
          const res = await t.request({ method: 'GET', url, token: c.admin.token, company: c.subdomain });
          expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('provider notifications and sandbox pages with any body, signature and parameters', async () => {
    await fc.assert(
      fc.asyncProperty(body, text, text, async (payload, signature, param) => {
        const hook = await t.request({
          method: 'POST',
          url: `/v1/payments/webhooks/${encodeURIComponent(param) || 'sandbox'}`,
          headers: { 'content-type': 'application/json', 'x-sandbox-signature': encodeURIComponent(signature) },
          payload,
        });
        expect(hook.statusCode, hook.body).toBeLessThan(500);
        const tokens = await t.request({
          method: 'POST',
          url: '/sandbox-pay/tokens',
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(tokens.statusCode, tokens.body).toBeLessThan(500);
        const approve = await t.request({
          method: 'GET',
          url: `/sandbox-pay/paypal/approve?payment=${encodeURIComponent(param)}&return=${encodeURIComponent(signature)}`,
        });
        expect(approve.statusCode).toBeLessThan(500);
      }),
      { numRuns: 30 },
    );
  });
});

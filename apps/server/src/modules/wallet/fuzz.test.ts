import { walletApi } from '@trilha/contract';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { createWalletCompany } from '../../../test/factories/index.ts';
import { expectNo5xx, type FuzzRequest, fuzzBodies, fuzzPaths, json, openFuzzApp, text } from '../../../test/fuzz.ts';

const t = await openFuzzApp();
const c = await createWalletCompany(t);
const admin = { token: c.admin.token, company: c.subdomain };

const field = fc.oneof(json, text, fc.integer(), fc.double());
const KEYS = ['credits', 'currency', 'cardToken', 'savedCardId', 'holder', 'saveCard', 'voucher', 'invoiceId', 'paymentId', 'payerId'];
/** Bodies near the valid ones: a known field set to anything, or any JSON. */
const body = fc.oneof(
  json.map((value) => JSON.stringify(value)),
  text,
  fc
    .record(Object.fromEntries([...KEYS, 'returnPath', 'token', 'event', 'data'].map((key) => [key, field])), { requiredKeys: [] })
    .map((value) => JSON.stringify(value)),
);
/** with an Idempotency-Key of any text, or none */
const idempotencyKey = fc
  .option(text)
  .map((key): Record<string, string> => (key === null ? {} : { 'idempotency-key': encodeURIComponent(key) || 'k' }));

const WRITES = Object.values(walletApi).filter((endpoint) => endpoint.method !== 'GET' && endpoint !== walletApi.receivePaymentWebhook);

describe('malformed input never produces a 5xx', () => {
  // the 60 requests the writes shared, 6 each
  fuzzBodies(
    t,
    WRITES.map((endpoint) => ({ method: endpoint.method, url: endpoint.path, bodies: body, varyHeaders: idempotencyKey })),
    { ...admin, numRuns: Math.ceil(60 / WRITES.length), envelope: true },
  );

  const queries: ((values: [string, string, string]) => FuzzRequest)[] = [
    ([from, to, restrict]) => ({ method: 'GET', url: `/v1/-/wallet?from=${from}&to=${to}&restrict=${restrict}` }),
    ([from, to]) => ({ method: 'GET', url: `/v1/-/wallet?page=${from}&limit=${to}` }),
    ([, , restrict]) => ({ method: 'GET', url: `/v1/-/servicepayment?page=${restrict}` }),
  ];
  fuzzPaths(t, queries, {
    ...admin,
    values: fc.tuple(text, text, text).map((values) => values.map(encodeURIComponent) as [string, string, string]),
    numRuns: 90,
    title: 'queries of the ledger and the invoices with any text',
  });

  it('provider notifications and sandbox pages with any body, signature and parameters', () =>
    fc.assert(
      fc.asyncProperty(body, text, text, async (payload, signature, param) => {
        const jsonType = { 'content-type': 'application/json' };
        await expectNo5xx(t, {
          method: 'POST',
          url: `/v1/payments/webhooks/${encodeURIComponent(param) || 'sandbox'}`,
          headers: { ...jsonType, 'x-sandbox-signature': encodeURIComponent(signature) },
          payload,
        });
        await expectNo5xx(t, { method: 'POST', url: '/sandbox-pay/tokens', headers: jsonType, payload });
        await expectNo5xx(t, {
          method: 'GET',
          url: `/sandbox-pay/paypal/approve?payment=${encodeURIComponent(param)}&return=${encodeURIComponent(signature)}`,
        });
      }),
      { numRuns: 30 },
    ));
});

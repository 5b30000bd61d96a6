import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakePaypal, paypalSignatureHeaders, startFakePaypal } from '../../../../test/fake-providers/paypal.ts';
import { type PaypalProvider, paypalProvider } from './paypal.ts';

// The PayPal adapter against a local fake of PayPal's REST API: OAuth, Orders v2, the payer's approval, notifications.
let fake: FakePaypal;
let paypal: PaypalProvider;
const NOW = new Date('2026-03-10T15:00:00.000Z');
const config = () => ({ apiUrl: fake.url, clientId: fake.clientId, secret: fake.secret, webhookSecret: fake.webhookSecret });
const order = (paymentId: string) =>
  paypal.createOrder({
    paymentId,
    amountCents: 25_050,
    currency: 'BRL',
    description: '50 créditos Trilha',
    returnUrl: '/c/acme/admin-center/payment/add-credits',
  });

/** The payer at PayPal's approval page: approves (or cancels) and is sent back; answers where they land. */
async function payerVisits(approvalUrl: string, query = ''): Promise<URL> {
  const response = await fetch(`${approvalUrl}${query}`, { redirect: 'manual' });
  return new URL(response.headers.get('location') ?? '');
}

beforeAll(async () => {
  fake = await startFakePaypal();
  paypal = paypalProvider(config(), { timeoutMs: 5000, publicUrl: 'https://app.trilha.test' });
});
afterEach(() => fake.fail('none'));
afterAll(() => fake.close());

describe('paypal orders', () => {
  it('creates an order the payer approves, executes it, and a retried execute captures nothing twice', async () => {
    const created = await order('pay-pp-1');
    expect(created).toEqual({ ok: true, ref: expect.any(String), approvalUrl: expect.stringContaining('/checkoutnow?token=') });
    const sent = JSON.parse(fake.requests.at(-1)?.body ?? '{}');
    expect(sent.purchase_units[0]).toMatchObject({ reference_id: 'pay-pp-1', amount: { currency_code: 'BRL', value: '250.50' } });
    expect(sent.payment_source.paypal.experience_context.return_url).toBe(
      'https://app.trilha.test/c/acme/admin-center/payment/add-credits?paymentId=pay-pp-1',
    );
    expect(fake.requests.at(-1)?.headers['paypal-request-id']).toBe('pay-pp-1');
    const ref = created.ok ? created.ref : '';
    const back = await payerVisits(created.ok ? created.approvalUrl : '');
    expect(back.pathname).toBe('/c/acme/admin-center/payment/add-credits');
    expect(back.searchParams.get('paymentId')).toBe('pay-pp-1');
    const payerId = back.searchParams.get('PayerID') ?? '';
    expect(await paypal.executeOrder({ ref, payerId, paymentId: 'pay-pp-1' })).toEqual({ ok: true });
    expect(fake.orders.get(ref)?.status).toBe('COMPLETED');
    expect(await paypal.executeOrder({ ref, payerId, paymentId: 'pay-pp-1' })).toEqual({ ok: true });
    expect(fake.tokensIssued()).toBe(1);
  });

  it('an order not approved, approved by someone else, cancelled or with a declined instrument is declined', async () => {
    const pending = await order('pay-pp-2');
    const pendingRef = pending.ok ? pending.ref : '';
    expect(await paypal.executeOrder({ ref: pendingRef, payerId: 'PAYERX', paymentId: 'pay-pp-2' })).toMatchObject({
      ok: false,
      failure: 'declined',
    });
    await payerVisits(pending.ok ? pending.approvalUrl : '');
    expect(await paypal.executeOrder({ ref: pendingRef, payerId: 'PAYERX', paymentId: 'pay-pp-2' })).toEqual({
      ok: false,
      failure: 'declined',
      detail: 'payer_mismatch',
    });
    const cancelled = await order('pay-pp-3');
    const cancelledBack = await payerVisits(cancelled.ok ? cancelled.approvalUrl : '', '&decision=cancel');
    expect(cancelledBack.searchParams.get('cancelled')).toBe('1');
    const declining = await order('pay-pp-4');
    const back = await payerVisits(declining.ok ? declining.approvalUrl : '', '&funding=declined');
    expect(
      await paypal.executeOrder({
        ref: declining.ok ? declining.ref : '',
        payerId: back.searchParams.get('PayerID') ?? '',
        paymentId: 'pay-pp-4',
      }),
    ).toEqual({ ok: false, failure: 'declined', detail: 'INSTRUMENT_DECLINED' });
    expect(await paypal.executeOrder({ ref: 'NOSUCHORDER', payerId: 'P', paymentId: 'pay-pp-5' })).toMatchObject({
      ok: false,
      failure: 'provider_error',
    });
  });

  it('5xx, a timeout and a closed port are unreachable; a malformed answer, bad credentials or none a provider error', async () => {
    fake.fail('server-error');
    expect(await order('pay-pp-6')).toMatchObject({ ok: false, failure: 'unreachable' });
    fake.fail('slow');
    const started = Date.now();
    const hasty = paypalProvider(config(), { timeoutMs: 200, publicUrl: 'https://app.trilha.test' });
    expect(
      await hasty.createOrder({ paymentId: 'pay-pp-6', amountCents: 1000, currency: 'USD', description: 'x', returnUrl: '/back' }),
    ).toMatchObject({
      ok: false,
      failure: 'unreachable',
      detail: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(2500);
    fake.fail('malformed');
    expect(await order('pay-pp-6')).toMatchObject({ ok: false, failure: 'provider_error', detail: 'malformed_answer' });
    fake.fail('none');
    const input = {
      paymentId: 'pay-pp-7',
      amountCents: 1000,
      currency: 'USD' as const,
      description: 'x',
      returnUrl: 'https://app.trilha.test/back',
    };
    const closed = paypalProvider({ ...config(), apiUrl: 'http://127.0.0.1:9' }, { timeoutMs: 200 });
    expect(await closed.createOrder(input)).toMatchObject({ ok: false, failure: 'unreachable' });
    const wrong = paypalProvider({ ...config(), secret: 'wrong' });
    expect(await wrong.createOrder(input)).toEqual({ ok: false, failure: 'provider_error', detail: 'invalid_client' });
    const unset = paypalProvider({ ...config(), clientId: undefined });
    expect(await unset.createOrder(input)).toEqual({ ok: false, failure: 'provider_error', detail: 'not_configured' });
  });
});

describe('paypal notifications', () => {
  const event = JSON.stringify({
    id: 'WH-1',
    event_type: 'PAYMENT.CAPTURE.COMPLETED',
    create_time: '2026-03-10T14:59:00Z',
    resource: { id: 'CAPTURE1', status: 'COMPLETED', supplementary_data: { related_ids: { order_id: 'ORDER1' } } },
  });
  const time = '2026-03-10T14:59:30Z';
  const verify = (rawBody: string, headers: Record<string, string>) => paypal.verifyWebhook({ rawBody, headers, now: NOW });

  it('accepts a good signature and names the order', () => {
    expect(verify(event, paypalSignatureHeaders(fake.webhookSecret, event, 'tx-1', time))).toEqual({
      id: 'WH-1',
      type: 'payment.concluded',
      ref: 'ORDER1',
      occurredAt: new Date('2026-03-10T14:59:00Z'),
    });
    const voided = JSON.stringify({ id: 'WH-2', event_type: 'CHECKOUT.ORDER.VOIDED', resource: { id: 'ORDER2' } });
    expect(verify(voided, paypalSignatureHeaders(fake.webhookSecret, voided, 'tx-2', time))).toMatchObject({
      type: 'payment.cancelled',
      ref: 'ORDER2',
    });
  });

  it('never throws on arbitrary notifications, signed or not, and answers null or a well-formed event', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), fc.dictionary(fc.string({ maxLength: 30 }), fc.string()), (rawBody, headers) => {
        for (const candidate of [headers, ((body: string) => paypalSignatureHeaders(fake.webhookSecret, body, 'tx-prop', time))(rawBody)]) {
          const event = ((rawBody: string, headers: Record<string, string>) => paypal.verifyWebhook({ rawBody, headers, now: NOW }))(
            rawBody,
            candidate,
          );
          if (event === null) continue;
          expect(typeof event.id).toBe('string');
          expect(event.ref === null || event.ref.length <= 200).toBe(true);
          expect(event.occurredAt === null || !Number.isNaN(event.occurredAt.getTime())).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a missing, wrong, tampered or old signature, another algorithm, and any without a configured secret', () => {
    const good = paypalSignatureHeaders(fake.webhookSecret, event, 'tx-1', time);
    expect(verify(event, {})).toBeNull();
    expect(verify(event, { ...good, 'paypal-transmission-sig': 'AAAA' })).toBeNull();
    expect(verify(event, paypalSignatureHeaders('other', event, 'tx-1', time))).toBeNull();
    expect(verify(event.replace('ORDER1', 'ORDER9'), good)).toBeNull();
    expect(verify(event, { ...good, 'paypal-transmission-id': 'tx-other' })).toBeNull();
    expect(verify(event, paypalSignatureHeaders(fake.webhookSecret, event, 'tx-1', '2026-03-10T14:54:59Z'))).toBeNull();
    expect(verify(event, { ...good, 'paypal-auth-algo': 'SHA256withRSA' })).toBeNull();
    const unset = paypalProvider({ ...config(), webhookSecret: undefined });
    expect(unset.verifyWebhook({ rawBody: event, headers: good, now: NOW })).toBeNull();
  });
});

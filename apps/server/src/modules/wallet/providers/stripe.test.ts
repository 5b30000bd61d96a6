import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServer } from '../../../../test/fake-providers/http.ts';
import { type FakeStripe, startFakeStripe, stripeSignatureHeader } from '../../../../test/fake-providers/stripe.ts';
import { type StripeProvider, stripeProvider } from './stripe.ts';

// The Stripe adapter (the official SDK pointed at a local fake of Stripe's API): outcomes, timeouts and Stripe-Signature.
let fake: FakeStripe;
let stripe: StripeProvider;
const NOW = new Date('2026-03-10T15:00:00.000Z');
const config = () => ({
  apiUrl: fake.url,
  secretKey: fake.secretKey,
  publishableKey: fake.publishableKey,
  webhookSecret: fake.webhookSecret,
});
let n = 0;
const charge = (token: string, extra: Partial<Parameters<StripeProvider['chargeCard']>[0]> = {}) =>
  stripe.chargeCard({
    paymentId: `pay-${++n}`,
    amountCents: 25_000,
    currency: 'BRL',
    description: '50 créditos',
    token,
    fromSavedCard: false,
    saveCard: false,
    holder: 'Bruno Almeida',
    ...extra,
  });

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = stripeProvider(config(), { timeoutMs: 5000 });
});
afterEach(() => fake.fail('none'));
afterAll(() => fake.close());

describe('stripe card charges', () => {
  it('charges an approving test card with a confirmed PaymentIntent', async () => {
    const result = await charge('pm_card_visa');
    expect(result).toEqual({
      ok: true,
      ref: expect.stringMatching(/^pi_/),
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
      savedToken: null,
    });
    const request = fake.requests.at(-1);
    expect(request?.headers.authorization).toBe(`Bearer ${fake.secretKey}`);
    expect(request?.headers['idempotency-key']).toBe(`pay-${n}:charge`);
    expect(request?.headers['stripe-version']).toBe('2024-06-20');
    expect(request?.headers['user-agent']).toMatch(/^Stripe\/v1 NodeBindings\//);
    const sent = new URLSearchParams(request?.body);
    expect(sent.get('amount')).toBe('25000');
    expect(sent.get('currency')).toBe('brl');
    expect(sent.get('confirm')).toBe('true');
    expect(sent.get('metadata[payment_id]')).toBe(`pay-${n}`);
  });

  it('a retried charge of the same payment does not charge twice (Idempotency-Key)', async () => {
    const before = fake.intents.size;
    const first = await stripe.chargeCard({
      paymentId: 'pay-retry',
      amountCents: 500,
      currency: 'USD',
      description: '5 créditos',
      token: 'pm_card_visa',
      fromSavedCard: false,
      saveCard: false,
      holder: 'Bruno',
    });
    const again = await stripe.chargeCard({
      paymentId: 'pay-retry',
      amountCents: 500,
      currency: 'USD',
      description: '5 créditos',
      token: 'pm_card_visa',
      fromSavedCard: false,
      saveCard: false,
      holder: 'Bruno',
    });
    expect(first.ok && again.ok && first.ref === again.ref).toBe(true);
    expect(fake.intents.size).toBe(before + 1);
  });

  it('tokenizes in the browser’s place, saves the card on a customer, charges it again and forgets it', async () => {
    const tokenized = await fetch(stripe.card.tokenizeUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${stripe.card.publishableKey}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        type: 'card',
        'card[number]': '4242424242424242',
        'card[exp_month]': '7',
        'card[exp_year]': '2031',
        'card[cvc]': '123',
      }),
    });
    const { id } = (await tokenized.json()) as { id: string };
    const saved = await charge(id, { saveCard: true });
    expect(saved).toMatchObject({
      ok: true,
      card: { last4: '4242', expMonth: 7, expYear: 2031 },
      savedToken: expect.stringMatching(/^cus_\w+:pm_\w+$/),
    });
    const savedToken = saved.ok ? (saved.savedToken ?? '') : '';
    expect(await charge(savedToken, { fromSavedCard: true })).toMatchObject({ ok: true, savedToken: null });
    expect(new URLSearchParams(fake.requests.at(-1)?.body).get('off_session')).toBe('true');
    await stripe.forgetCard(savedToken);
    expect(fake.requests.at(-1)?.path).toBe(`/v1/payment_methods/${savedToken.split(':')[1]}/detach`);
    // once detached it cannot be charged off session any more
    expect(await charge(savedToken, { fromSavedCard: true })).toMatchObject({ ok: false, failure: 'provider_error' });
  });

  it.each([
    ['pm_card_chargeDeclined', 'declined', 'card_declined:generic_decline', true],
    ['pm_card_chargeDeclinedInsufficientFunds', 'declined', 'card_declined:insufficient_funds', true],
    ['pm_card_chargeDeclinedProcessingError', 'unreachable', 'processing_error', true],
    ['pm_unknown_token', 'declined', 'resource_missing', false],
  ])('%s → %s (the PaymentIntent left behind, if any, is the ref)', async (token, failure, detail, hasRef) => {
    const result = await charge(token);
    expect(result).toMatchObject({ ok: false, failure, detail });
    expect(Boolean(!result.ok && result.ref?.startsWith('pi_'))).toBe(hasRef);
  });

  it('a tokenized declining test card is declined', async () => {
    const tokenized = await fetch(stripe.card.tokenizeUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${stripe.card.publishableKey}` },
      body: new URLSearchParams({ type: 'card', 'card[number]': '4000000000000002', 'card[exp_month]': '7', 'card[exp_year]': '2031' }),
    });
    const { id } = (await tokenized.json()) as { id: string };
    expect(await charge(id)).toMatchObject({ ok: false, failure: 'declined' });
  });

  it('5xx, a timeout and a closed port are an unreachable route; a malformed answer or a bad key a provider error', async () => {
    fake.fail('server-error');
    const sent = fake.requests.length;
    expect(await charge('pm_card_visa')).toMatchObject({ ok: false, failure: 'unreachable', detail: 'http_503' });
    // the SDK does not retry: the wallet records the failure
    expect(fake.requests.length).toBe(sent + 1);
    fake.fail('slow');
    const started = Date.now();
    const hasty = stripeProvider(config(), { timeoutMs: 200 });
    expect(await hasty.chargeCard({ ...baseCharge(), token: 'pm_card_visa' })).toMatchObject({
      ok: false,
      failure: 'unreachable',
      detail: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(2500);
    fake.fail('malformed');
    expect(await charge('pm_card_visa')).toMatchObject({ ok: false, failure: 'provider_error', detail: 'malformed_answer' });
    fake.fail('none');
    const closed = stripeProvider({ ...config(), apiUrl: 'http://127.0.0.1:9' }, { timeoutMs: 200 });
    expect(await closed.chargeCard({ ...baseCharge(), token: 'pm_card_visa' })).toMatchObject({ ok: false, failure: 'unreachable' });
    const wrongKey = stripeProvider({ ...config(), secretKey: 'sk_test_wrong' });
    expect(await wrongKey.chargeCard({ ...baseCharge(), token: 'pm_card_visa' })).toMatchObject({ ok: false, failure: 'provider_error' });
    const unset = stripeProvider({ ...config(), secretKey: undefined });
    const count = fake.requests.length;
    expect(await unset.chargeCard({ ...baseCharge(), token: 'pm_card_visa' })).toEqual({
      ok: false,
      failure: 'provider_error',
      detail: 'not_configured',
    });
    expect(fake.requests.length).toBe(count);
  });

  it('a proxy’s error page in place of Stripe’s 5xx answer is an unreachable route, not a malformed answer', async () => {
    const proxy = await startFakeServer(() => ({ status: 502, body: '<html>Bad Gateway</html>' }));
    try {
      const behind = stripeProvider({ ...config(), apiUrl: proxy.url }, { timeoutMs: 1000 });
      expect(await behind.chargeCard({ ...baseCharge(), token: 'pm_card_visa' })).toEqual({
        ok: false,
        failure: 'unreachable',
        detail: 'http_502',
      });
    } finally {
      await proxy.close();
    }
  });
});

const baseCharge = () => ({
  paymentId: `pay-${++n}`,
  amountCents: 1000,
  currency: 'BRL' as const,
  description: 'créditos',
  token: '',
  fromSavedCard: false,
  saveCard: false,
  holder: 'Bruno',
});

describe('stripe boleto', () => {
  it('creates a boleto and follows it: registered, paid (processing), cleared (succeeded), cancelled', async () => {
    const slip = await stripe.createSlip({
      paymentId: 'pay-slip-1',
      kind: 'boleto',
      amountCents: 50_000,
      currency: 'BRL',
      description: '100 créditos',
      dueDate: '2026-03-13',
      payer: { name: 'Acme Tecnologia', email: 'bruno@acme.dev' },
      now: NOW,
    });
    expect(slip).toMatchObject({
      ok: true,
      ref: expect.stringMatching(/^pi_/),
      digitableLine: expect.stringMatching(/^\d{5}\.\d{5} /),
      url: expect.any(String),
    });
    expect(fake.requests.at(-1)?.headers['idempotency-key']).toBe('pay-slip-1:slip');
    const sent = new URLSearchParams(fake.requests.at(-1)?.body);
    expect(sent.get('payment_method_types[0]')).toBe('boleto');
    expect(sent.get('payment_method_options[boleto][expires_after_days]')).toBe('3');
    const ref = slip.ok ? slip.ref : '';
    const status = () => stripe.slipStatus({ ref, kind: 'boleto', createdAt: NOW, now: NOW });
    expect(await status()).toMatchObject({ ok: true, state: 'registered' });
    fake.setIntentStatus(ref, 'processing');
    expect(await status()).toMatchObject({ ok: true, state: 'paid' });
    fake.setIntentStatus(ref, 'succeeded');
    const cleared = await status();
    expect(cleared).toMatchObject({ ok: true, state: 'cleared', clearedAt: NOW });
    // paid when the expanded latest charge was created (the fake: an hour after the intent)
    if (cleared.ok && cleared.state === 'cleared') expect(cleared.paidAt.getTime() - cleared.registeredAt.getTime()).toBe(3_600_000);
    fake.setIntentStatus(ref, 'canceled');
    expect(await status()).toEqual({ ok: true, state: 'cancelled' });
    expect(await stripe.slipStatus({ ref: 'pi_missing', kind: 'boleto', createdAt: NOW, now: NOW })).toMatchObject({
      ok: false,
      failure: 'provider_error',
    });
    fake.fail('server-error');
    expect(await status()).toMatchObject({ ok: false, failure: 'unreachable' });
  });
});

describe('stripe webhooks', () => {
  const event = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(NOW.getTime() / 1000),
    data: { object: { id: 'pi_123', object: 'payment_intent', status: 'succeeded' } },
  });
  const at = Math.floor(NOW.getTime() / 1000);
  const verify = (rawBody: string, signature: string | undefined, now = NOW) =>
    stripe.verifyWebhook({ rawBody, headers: { 'stripe-signature': signature }, now });

  it('accepts a good signature and parses the event', () => {
    expect(verify(event, stripeSignatureHeader(fake.webhookSecret, event, at - 30))).toEqual({
      id: 'evt_1',
      type: 'payment.concluded',
      ref: 'pi_123',
      occurredAt: NOW,
    });
  });

  it('refuses a missing, wrong, tampered or old signature, and any signature without a configured secret', () => {
    expect(verify(event, undefined)).toBeNull();
    expect(verify(event, 't=1,v1=00')).toBeNull();
    expect(verify(event, stripeSignatureHeader('whsec_other', event, at))).toBeNull();
    expect(verify(event.replace('pi_123', 'pi_999'), stripeSignatureHeader(fake.webhookSecret, event, at))).toBeNull();
    expect(verify(event, stripeSignatureHeader(fake.webhookSecret, event, at - 301))).toBeNull();
    expect(verify(event, stripeSignatureHeader(fake.webhookSecret, event, at + 301))).toBeNull();
    const unset = stripeProvider({ ...config(), webhookSecret: undefined });
    expect(
      unset.verifyWebhook({
        rawBody: event,
        headers: { 'stripe-signature': stripeSignatureHeader(fake.webhookSecret, event, at) },
        now: NOW,
      }),
    ).toBeNull();
    expect(verify('not json', stripeSignatureHeader(fake.webhookSecret, 'not json', at))).toBeNull();
  });

  it('never throws on arbitrary notifications, signed or not, and answers null or a well-formed event', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), fc.dictionary(fc.string({ maxLength: 30 }), fc.string()), (rawBody, headers) => {
        for (const candidate of [
          headers,
          ((body: string) => ({ 'stripe-signature': stripeSignatureHeader(fake.webhookSecret, body, at) }))(rawBody),
        ]) {
          const event = ((rawBody: string, headers: Record<string, string>) => stripe.verifyWebhook({ rawBody, headers, now: NOW }))(
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

  it('maps boleto progress events and leaves the others as other', () => {
    const body = (type: string, object: Record<string, unknown>) =>
      JSON.stringify({ id: `evt_${type}`, type, created: at, data: { object } });
    const check = (raw: string) => verify(raw, stripeSignatureHeader(fake.webhookSecret, raw, at))?.type;
    expect(check(body('payment_intent.processing', { id: 'pi_1', object: 'payment_intent' }))).toBe('slip.paid');
    expect(
      check(
        body('payment_intent.requires_action', { id: 'pi_1', object: 'payment_intent', next_action: { type: 'boleto_display_details' } }),
      ),
    ).toBe('slip.registered');
    expect(check(body('payment_intent.payment_failed', { id: 'pi_1', object: 'payment_intent' }))).toBe('payment.failed');
    expect(check(body('payment_intent.canceled', { id: 'pi_1', object: 'payment_intent' }))).toBe('payment.cancelled');
    expect(check(body('customer.created', { id: 'cus_1', object: 'customer' }))).toBe('other');
  });
});

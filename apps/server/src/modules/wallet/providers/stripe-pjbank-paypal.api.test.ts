import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { type AdminCompany, createWalletCompany, payAs } from '../../../../test/factories/index.ts';
import { type FakePaypal, startFakePaypal } from '../../../../test/fake-providers/paypal.ts';
import { type FakePjbank, pjbankSignatureHeaders, startFakePjbank } from '../../../../test/fake-providers/pjbank.ts';
import { type FakeStripe, startFakeStripe, stripeSignatureHeader } from '../../../../test/fake-providers/stripe.ts';
import { creditMovements, payments } from '../../../db/schema/index.ts';
import { paymentProviders } from './index.ts';

// The wallet API with PAYMENT_PROVIDER=stripe (cards and boleto by Stripe, PJBank slips, PayPal orders) against the
// local fakes: the adapters' outcomes reach the API's answers, and signed notifications conclude payments once.
let t: TestApp;
let stripe: FakeStripe;
let pjbank: FakePjbank;
let paypal: FakePaypal;
let c: AdminCompany;

beforeAll(async () => {
  [stripe, pjbank, paypal] = await Promise.all([startFakeStripe(), startFakePjbank(), startFakePaypal()]);
  t = await createTestApp({
    config: {
      publicUrl: 'https://app.trilha.test',
      payments: {
        provider: 'stripe',
        boletoProvider: 'stripe',
        sandboxWebhookSecret: 'unused',
        stripe: {
          apiUrl: stripe.url,
          secretKey: stripe.secretKey,
          publishableKey: stripe.publishableKey,
          webhookSecret: stripe.webhookSecret,
        },
        pjbank: { apiUrl: pjbank.url, credential: pjbank.credential, key: pjbank.key, webhookSecret: pjbank.webhookSecret },
        paypal: { apiUrl: paypal.url, clientId: paypal.clientId, secret: paypal.secret, webhookSecret: paypal.webhookSecret },
        pix: null,
        pixWebhookSecret: undefined,
      },
    },
  });
  c = await createWalletCompany(t);
});
afterEach(() => stripe.fail('none'));
afterAll(async () => {
  await t.close();
  await Promise.all([stripe.close(), pjbank.close(), paypal.close()]);
});

const get = (url: string) => t.request({ method: 'GET', url, token: c.admin.token, company: c.subdomain });
const balance = async () => (await get('/v1/-/wallet')).json().balance as number;
const movements = async () => (await t.db.select().from(creditMovements).where(eq(creditMovements.workspaceId, c.id))).length;
const webhook = (provider: string, payload: string, headers: Record<string, string>) =>
  t.request({
    method: 'POST',
    url: `/v1/payments/webhooks/${provider}`,
    payload,
    headers: { 'content-type': 'application/json', ...headers },
  });
const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

describe('cards by Stripe through the wallet API', () => {
  it('tells the browser to tokenize at Stripe, charges, saves and recharges a card; declines answer 402, 5xx 502', async () => {
    expect((await get('/v1/-/wallet/rates')).json().cardProvider).toEqual({
      name: 'stripe',
      tokenizeUrl: `${stripe.url}/v1/payment_methods`,
      publishableKey: stripe.publishableKey,
    });
    // what Stripe.js does in the browser with the publishable key
    const tokenized = await fetch(`${stripe.url}/v1/payment_methods`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stripe.publishableKey}` },
      body: new URLSearchParams({
        type: 'card',
        'card[number]': '4242424242424242',
        'card[exp_month]': '12',
        'card[exp_year]': '2030',
        'card[cvc]': '123',
      }),
    });
    const { id: cardToken } = (await tokenized.json()) as { id: string };
    const pay = payAs(t, c);
    const charged = await pay('POST', '/v1/-/wallet/stripe/charge', {
      credits: 20,
      currency: 'BRL',
      cardToken,
      holder: 'Adriana Teste',
      saveCard: true,
    });
    expect(charged.statusCode, charged.body).toBe(200);
    expect(charged.json()).toMatchObject({
      payment: { status: 'concluded', method: 'card' },
      balance: 20,
      card: { brand: 'visa', last4: '4242' },
    });
    const again = await pay('POST', '/v1/-/wallet/stripe/charge', { credits: 20, currency: 'USD', savedCardId: charged.json().card.id });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().balance).toBe(40);

    const declined = await pay('POST', '/v1/-/wallet/stripe/charge', {
      credits: 20,
      currency: 'BRL',
      cardToken: 'pm_card_chargeDeclined',
      holder: 'Adriana',
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.message).toBe('Pagamento negado pela operadora do cartão');
    stripe.fail('server-error');
    const down = await pay('POST', '/v1/-/wallet/stripe/charge', {
      credits: 20,
      currency: 'BRL',
      cardToken: 'pm_card_visa',
      holder: 'Adriana',
    });
    expect(down.statusCode).toBe(502);
    expect(down.json().error.message).toBe('Não foi possível conectar à rota de pagamento. Tente novamente em instantes.');
    const rows = await t.db.select().from(payments).where(eq(payments.workspaceId, c.id));
    expect(rows.filter((row) => row.status === 'error')).toHaveLength(2);
    expect(await balance()).toBe(40);
    // no secret reaches the log
    const log = t.logLines.join('\n');
    for (const secret of [stripe.secretKey, pjbank.key, paypal.secret]) expect(log).not.toContain(secret);
  });
});

describe('bank slips by Stripe and PJBank, concluded by their signed notifications', () => {
  it('a Stripe boleto credits once when payment_intent.succeeded arrives signed; unsigned or repeated changes nothing', async () => {
    const res = await payAs(t, c)('POST', '/v1/-/wallet/boleto', { credits: 30, currency: 'BRL' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().payment).toMatchObject({
      status: 'request',
      method: 'boleto',
      bankSlip: { digitableLine: expect.stringMatching(/^03399/) },
    });
    const [ref] = [...stripe.intents.values()]
      .filter((intent) => intent.payment_method_types.includes('boleto'))
      .map((intent) => intent.id);
    const before = await balance();
    const event = JSON.stringify({
      id: `evt_${ref}`,
      type: 'payment_intent.succeeded',
      created: nowSeconds(),
      data: { object: { id: ref, object: 'payment_intent' } },
    });
    expect((await webhook('stripe', event, {})).statusCode).toBe(400);
    expect(
      (await webhook('stripe', event, { 'stripe-signature': stripeSignatureHeader('whsec_wrong', event, nowSeconds()) })).statusCode,
    ).toBe(400);
    expect(await balance()).toBe(before);
    const signed = { 'stripe-signature': stripeSignatureHeader(stripe.webhookSecret, event, nowSeconds()) };
    expect((await webhook('stripe', event, signed)).statusCode).toBe(200);
    expect(await balance()).toBe(before + 30);
    const count = await movements();
    expect((await webhook('stripe', event, signed)).statusCode).toBe(200);
    expect(await movements()).toBe(count);
  });

  it('a PJBank slip credits when its signed notification says the money is credited', async () => {
    // the slip is issued to the company as its company data names it
    await t.db.execute(sql`insert into company_details (workspace_id, details, tax_id, updated_at)
      values (${c.id}, ${JSON.stringify({ legalName: 'Empresa de Teste Ltda', taxId: '12345678000195' })}::jsonb, '12345678000195', now())
      on conflict (workspace_id) do update set details = excluded.details`);
    const res = await payAs(t, c)('POST', '/v1/-/wallet/pjbank', { credits: 25, currency: 'BRL' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().payment).toMatchObject({ status: 'request', method: 'pjbank', bankSlip: { url: expect.stringContaining('pjbank') } });
    const slip = [...pjbank.slips.values()].find((row) => row.pedido_numero === res.json().payment.id);
    if (!slip) throw new Error('no slip at the fake');
    expect(slip).toMatchObject({ nome_cliente: 'Empresa de Teste Ltda', cpf_cliente: '12345678000195' });
    pjbank.update(slip.id_unico, {
      registro_sistema_bancario: 'confirmado',
      data_pagamento: '03/09/2026',
      data_credito: '03/10/2026',
      valor_pago: slip.valor,
    });
    const before = await balance();
    const body = pjbank.notification(slip.id_unico);
    expect((await webhook('pjbank', body, pjbankSignatureHeaders('wrong', body, nowSeconds()))).statusCode).toBe(400);
    expect((await webhook('pjbank', body, pjbankSignatureHeaders(pjbank.webhookSecret, body, nowSeconds()))).statusCode).toBe(200);
    expect(await balance()).toBe(before + 25);
  });
});

describe('the one "Boleto" of the screens, issued by the configured provider (BOLETO_PROVIDER)', () => {
  it('is Stripe unless PJBank is chosen', () => {
    expect(paymentProviders(t.deps.config).boleto.name).toBe('stripe');
    const pjbankBoletos = { ...t.deps.config, payments: { ...t.deps.config.payments, boletoProvider: 'pjbank' as const } };
    expect(paymentProviders(pjbankBoletos).boleto.name).toBe('pjbank');
  });
});

describe('PayPal orders through the wallet API', () => {
  it('creates an order, the payer approves at PayPal and comes back, execute concludes it', async () => {
    const returnPath = `/c/${c.subdomain}/admin-center/payment/add-credits`;
    const created = await payAs(t, c)('POST', '/v1/-/wallet/paypal/create', { credits: 20, currency: 'USD', returnPath });
    expect(created.statusCode, created.body).toBe(201);
    const { paymentId, approvalUrl } = created.json() as { paymentId: string; approvalUrl: string };
    const approved = await fetch(approvalUrl, { redirect: 'manual' });
    const back = new URL(approved.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`https://app.trilha.test${returnPath}`);
    expect(back.searchParams.get('paymentId')).toBe(paymentId);
    const before = await balance();
    const executed = await payAs(t, c)('POST', '/v1/-/wallet/paypal/execute', { paymentId, payerId: back.searchParams.get('PayerID') });
    expect(executed.statusCode, executed.body).toBe(200);
    expect(executed.json()).toMatchObject({ payment: { status: 'concluded', method: 'paypal' }, balance: before + 20 });
  });
});

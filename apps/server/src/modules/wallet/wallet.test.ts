import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  type AdminCompany,
  createWalletCompany,
  insertVoucher,
  payAs,
  sandboxWebhook,
  TEST_CARDS,
  tokenize,
  workspaceStatus,
} from '../../../test/factories/index.ts';
import { loadConfig } from '../../config.ts';
import { creditMovements, payments, serviceInvoices, walletTrackEvents } from '../../db/schema/index.ts';
import { DAY, HOUR } from '../../platform/clock.ts';
import { advancePayments } from './payments.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (c: AdminCompany, url: string) => t.request({ method: 'GET', url, token: c.admin.token, company: c.subdomain });
const movementsOf = (workspaceId: string) => t.db.select().from(creditMovements).where(eq(creditMovements.workspaceId, workspaceId));
const paymentsOf = (workspaceId: string) => t.db.select().from(payments).where(eq(payments.workspaceId, workspaceId));
const balance = async (c: AdminCompany) => (await get(c, '/v1/-/wallet')).json().balance as number;

describe('card payments', () => {
  it('charges a tokenized card, saves it, credits once and turns a test company regular', async () => {
    const c = await createWalletCompany(t);
    const rates = (await get(c, '/v1/-/wallet/rates')).json();
    expect(rates).toMatchObject({
      companyStatus: 'test',
      paymentExemption: false,
      minCredits: 20,
      cardProvider: { name: 'sandbox', tokenizeUrl: '/sandbox-pay/tokens', publishableKey: null },
    });
    const token = await tokenize(t, TEST_CARDS.approve);
    const res = await payAs(t, c)('POST', '/v1/-/wallet/stripe/charge', {
      credits: 100,
      currency: 'BRL',
      cardToken: token,
      holder: 'Adriana Teste',
      saveCard: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.payment).toMatchObject({ status: 'concluded', method: 'card', credits: 100, amountCents: 100 * 500, currency: 'BRL' });
    expect(body.balance).toBe(100);
    expect(body.card).toEqual({
      id: expect.any(String),
      brand: 'visa',
      last4: '4242',
      holder: 'Adriana Teste',
      expMonth: 12,
      expYear: 2030,
    });
    expect(await workspaceStatus(t, c.id)).toBe('regular');
    expect((await get(c, '/v1/-/wallet/rates')).json().companyStatus).toBe('regular');
    expect((await get(c, '/v1/-/wallet/card')).json().items).toEqual([body.card]);
    // the card number never reaches a log line
    expect(t.logLines.join('\n')).not.toContain('4242424242424242');

    const again = await payAs(t, c)('POST', '/v1/-/wallet/stripe/charge', { credits: 50, currency: 'USD', savedCardId: body.card.id });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ payment: { status: 'concluded', currency: 'USD', amountCents: 50 * 100 }, balance: 150 });
    expect(await movementsOf(c.id)).toHaveLength(2);

    const removed = await payAs(t, c)('DELETE', '/v1/-/wallet/card', { token: body.card.id });
    expect(removed.statusCode).toBe(204);
    expect((await get(c, '/v1/-/wallet/card')).json().items).toEqual([]);
    const gone = await payAs(t, c)('POST', '/v1/-/wallet/stripe/charge', { credits: 50, currency: 'BRL', savedCardId: body.card.id });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('Cartão não encontrado');
  });

  it('answers 402 for a declined card and 502 for an unreachable route, recording the payment as error', async () => {
    const c = await createWalletCompany(t);
    const pay = payAs(t, c);
    const declined = await pay('POST', '/v1/-/wallet/stripe/charge', {
      credits: 20,
      currency: 'BRL',
      cardToken: await tokenize(t, TEST_CARDS.decline),
      holder: 'Adriana Teste',
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.message).toBe('Pagamento negado pela operadora do cartão');
    const unreachable = await pay('POST', '/v1/-/wallet/stripe/charge', {
      credits: 20,
      currency: 'BRL',
      cardToken: await tokenize(t, TEST_CARDS.unreachable),
      holder: 'Adriana Teste',
    });
    expect(unreachable.statusCode).toBe(502);
    expect(unreachable.json().error.message).toBe('Não foi possível conectar à rota de pagamento. Tente novamente em instantes.');
    const rows = await paymentsOf(c.id);
    expect(rows.map((row) => row.status)).toEqual(['error', 'error']);
    expect(await movementsOf(c.id)).toEqual([]);
    expect(await workspaceStatus(t, c.id)).toBe('test');
  });

  it('refuses invalid cards, amounts and requests without changing anything', async () => {
    const c = await createWalletCompany(t);
    const luhn = await t.request({
      method: 'POST',
      url: '/sandbox-pay/tokens',
      payload: { number: '4242 4242 4242 4241', holder: 'Adriana', expMonth: 12, expYear: 2030, cvc: '123' },
    });
    expect(luhn.statusCode).toBe(400);
    expect(luhn.json().error.message).toBe('Cartão inválido');
    const pay = payAs(t, c);
    const token = await tokenize(t, TEST_CARDS.approve);
    const low = await pay('POST', '/v1/-/wallet/stripe/charge', { credits: 19, currency: 'BRL', cardToken: token, holder: 'Adriana' });
    expect(low.statusCode).toBe(422);
    expect(low.json().error.fields.credits).toBe('O valor mínimo é de 20 créditos');
    const fraction = await pay('POST', '/v1/-/wallet/boleto', { credits: 20.5 });
    expect(fraction.json().error.fields.credits).toBe('Informe um número inteiro de créditos');
    const noCard = await pay('POST', '/v1/-/wallet/stripe/charge', { credits: 20, currency: 'BRL' });
    expect(noCard.json().error.fields.cardToken).toBe('Informe um cartão novo ou um cartão salvo');
    const forged = await pay('POST', '/v1/-/wallet/stripe/charge', { credits: 20, currency: 'BRL', cardToken: `${token}x`, holder: 'A B' });
    expect(forged.statusCode).toBe(402);
    const noKey = await pay('POST', '/v1/-/wallet/stripe/charge', { credits: 20, currency: 'BRL', cardToken: token, holder: 'A B' }, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.message).toBe('Envie o cabeçalho Idempotency-Key para que o pagamento não seja feito duas vezes.');
    expect(await movementsOf(c.id)).toEqual([]);
  });

  it('refuses every payment of an exempt company or an aggregator', async () => {
    for (const overrides of [{ paymentExemption: true }, { type: 'aggregator' }]) {
      const c = await createWalletCompany(t, overrides);
      expect((await get(c, '/v1/-/wallet/rates')).json().paymentExemption).toBe(true);
      const res = await payAs(t, c)('POST', '/v1/-/wallet/boleto', { credits: 50 });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Esta empresa é isenta de pagamento');
      expect(await paymentsOf(c.id)).toEqual([]);
    }
  });
});

describe('idempotency', () => {
  it('answers the first answer again for the same key and body, 409 for another body', async () => {
    const c = await createWalletCompany(t);
    const pay = payAs(t, c);
    const token = await tokenize(t, TEST_CARDS.approve);
    const key = randomUUID();
    const body = { credits: 30, currency: 'BRL', cardToken: token, holder: 'Adriana' };
    const first = await pay('POST', '/v1/-/wallet/stripe/charge', body, key);
    const second = await pay('POST', '/v1/-/wallet/stripe/charge', body, key);
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    const other = await pay('POST', '/v1/-/wallet/stripe/charge', { ...body, credits: 31 }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toBe('Esta chave de idempotência já foi usada em outro pedido.');
    // a refusal is an answer too: the same declined request stays declined, once
    const declinedBody = { credits: 30, currency: 'BRL', cardToken: await tokenize(t, TEST_CARDS.decline), holder: 'Adriana' };
    const declineKey = randomUUID();
    expect((await pay('POST', '/v1/-/wallet/stripe/charge', declinedBody, declineKey)).statusCode).toBe(402);
    expect((await pay('POST', '/v1/-/wallet/stripe/charge', declinedBody, declineKey)).statusCode).toBe(402);
    expect(await paymentsOf(c.id)).toHaveLength(2);
    expect(await movementsOf(c.id)).toHaveLength(1);
  });

  it('makes one payment and one movement of 100 concurrent identical requests', async () => {
    const c = await createWalletCompany(t);
    const pay = payAs(t, c);
    const key = randomUUID();
    const body = { credits: 40, currency: 'BRL', cardToken: await tokenize(t, TEST_CARDS.approve), holder: 'Adriana' };
    const answers = await Promise.all(Array.from({ length: 100 }, () => pay('POST', '/v1/-/wallet/stripe/charge', body, key)));
    expect(new Set(answers.map((res) => res.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((res) => res.json().payment.id)).size).toBe(1);
    expect(await paymentsOf(c.id)).toHaveLength(1);
    expect(await movementsOf(c.id)).toHaveLength(1);
    expect(await balance(c)).toBe(40);
  }, 60_000);
});

describe('vouchers', () => {
  it('adds a voucher once; expired, used, unknown and other companies’ codes are refused', async () => {
    const c = await createWalletCompany(t);
    const other = await createWalletCompany(t);
    const pay = payAs(t, c);
    const code = await insertVoucher(t, { credits: 30 });
    const added = await pay('POST', '/v1/-/wallet/voucher/add', { voucher: ` ${code.toLowerCase()} ` });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ credits: 30, balance: 30 });
    expect(await workspaceStatus(t, c.id)).toBe('test');
    const used = await pay('POST', '/v1/-/wallet/voucher/add', { voucher: code });
    expect([used.statusCode, used.json().error.message]).toEqual([409, 'Este voucher já foi utilizado']);
    const expired = await pay('POST', '/v1/-/wallet/voucher/add', {
      voucher: await insertVoucher(t, { expiresAt: new Date(t.clock.now().getTime() - 1) }),
    });
    expect([expired.statusCode, expired.json().error.message]).toEqual([410, 'Este voucher expirou']);
    const unknown = await pay('POST', '/v1/-/wallet/voucher/add', { voucher: 'NAO-EXISTE' });
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([404, 'Voucher não encontrado']);
    const restricted = await pay('POST', '/v1/-/wallet/voucher/add', { voucher: await insertVoucher(t, { workspaceId: other.id }) });
    expect(restricted.statusCode).toBe(404);
    expect(await balance(c)).toBe(30);
  });
});

describe('bank slips and the clock', () => {
  it('registers within 2 hours, is paid, and credits when it clears up to 2 days after payment', async () => {
    const c = await createWalletCompany(t);
    const res = await payAs(t, c)('POST', '/v1/-/wallet/boleto', { credits: 60, currency: 'BRL' });
    expect(res.statusCode, res.body).toBe(201);
    const payment = res.json().payment;
    expect(payment).toMatchObject({ status: 'request', method: 'boleto', amountCents: 60 * 500, concludedAt: null });
    expect(payment.bankSlip.digitableLine).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    const row = async () => (await paymentsOf(c.id))[0];

    await advancePayments(t.deps);
    expect((await row())?.registeredAt).toBeNull();
    t.clock.advance(2 * HOUR);
    await advancePayments(t.deps);
    expect((await row())?.registeredAt).not.toBeNull();
    expect((await row())?.status).toBe('request');
    t.clock.advance(DAY);
    await advancePayments(t.deps);
    expect((await row())?.paidAt).not.toBeNull();
    expect(await balance(c)).toBe(0);
    t.clock.advance(DAY);
    await advancePayments(t.deps);
    expect((await row())?.status).toBe('concluded');
    expect(await balance(c)).toBe(60);
    expect(await workspaceStatus(t, c.id)).toBe('regular');
    await advancePayments(t.deps);
    expect(await movementsOf(c.id)).toHaveLength(1);
  });

  it('pays an open service invoice with a PJBank slip; the invoice is paid when it clears', async () => {
    const c = await createWalletCompany(t);
    const [invoice] = await t.db
      .insert(serviceInvoices)
      .values({
        workspaceId: c.id,
        service: 'support',
        description: 'Suporte premium',
        currency: 'BRL',
        amountCents: 99_000,
        dueDate: '2026-03-20',
        createdAt: t.clock.now(),
      })
      .returning();
    if (!invoice) throw new Error('invoice');
    const pay = payAs(t, c);
    const res = await pay('POST', '/v1/-/servicepayment/pjbank', { invoiceId: invoice.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().payment).toMatchObject({
      purpose: 'service',
      method: 'pjbank',
      status: 'request',
      amountCents: 99_000,
      credits: null,
    });
    // asked again (another key), the slip waiting is the answer
    expect((await pay('POST', '/v1/-/servicepayment/pjbank', { invoiceId: invoice.id })).json().payment.id).toBe(res.json().payment.id);
    const list = (await get(c, '/v1/-/servicepayment')).json();
    expect(list).toMatchObject({ total: 1, items: [{ id: invoice.id, status: 'open', payment: { status: 'request' } }] });
    t.clock.advance(3 * DAY);
    await advancePayments(t.deps);
    expect((await get(c, '/v1/-/servicepayment')).json().items[0]).toMatchObject({ status: 'paid', payment: { status: 'concluded' } });
    expect(await movementsOf(c.id)).toEqual([]);
    const paid = await pay('POST', '/v1/-/servicepayment/boleto', { invoiceId: invoice.id });
    expect([paid.statusCode, paid.json().error.message]).toEqual([409, 'Esta fatura não está em aberto']);
    const missing = await pay('POST', '/v1/-/servicepayment/boleto', { invoiceId: randomUUID() });
    expect([missing.statusCode, missing.json().error.message]).toEqual([404, 'Fatura não encontrada']);
  });
});

describe('PayPal-like orders', () => {
  it('approves at the sandbox page, executes once and cancels orders never approved', async () => {
    const c = await createWalletCompany(t);
    const pay = payAs(t, c);
    const created = await pay('POST', '/v1/-/wallet/paypal/create', {
      credits: 25,
      currency: 'USD',
      returnPath: '/c/x/admin-center/payment',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { paymentId, approvalUrl } = created.json();
    const approval = await t.request({ method: 'GET', url: approvalUrl });
    expect(approval.statusCode).toBe(200);
    const links = [...approval.body.matchAll(/href="([^"]+)"/g)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&'));
    const approve = new URL(links[0] ?? '', 'http://x');
    expect(approve.pathname).toBe('/c/x/admin-center/payment');
    expect(approve.searchParams.get('paymentId')).toBe(paymentId);
    expect(new URL(links[1] ?? '', 'http://x').searchParams.get('cancelled')).toBe('1');
    const payerId = approve.searchParams.get('PayerID') ?? '';

    const wrong = await pay('POST', '/v1/-/wallet/paypal/execute', { paymentId: randomUUID(), payerId });
    expect([wrong.statusCode, wrong.json().error.message]).toEqual([404, 'Pagamento não encontrado']);
    const executed = await pay('POST', '/v1/-/wallet/paypal/execute', { paymentId, payerId });
    expect(executed.statusCode, executed.body).toBe(200);
    expect(executed.json()).toMatchObject({ payment: { status: 'concluded', credits: 25 }, balance: 25 });
    expect((await pay('POST', '/v1/-/wallet/paypal/execute', { paymentId, payerId })).json().balance).toBe(25);

    const abandoned = (await pay('POST', '/v1/-/wallet/paypal/create', { credits: 25, currency: 'BRL' })).json();
    expect(abandoned.approvalUrl).toContain('return=%2F');
    t.clock.advance(4 * HOUR);
    await advancePayments(t.deps);
    const late = await pay('POST', '/v1/-/wallet/paypal/execute', { paymentId: abandoned.paymentId, payerId: 'X' });
    expect([late.statusCode, late.json().error.message]).toEqual([409, 'Este pagamento não está mais pendente']);
    expect(await balance(c)).toBe(25);
  });

  it('never sends the payer to another site', async () => {
    const res = await payAs(t, await createWalletCompany(t))('POST', '/v1/-/wallet/paypal/create', {
      credits: 25,
      currency: 'BRL',
      returnPath: '//evil.example/x',
    });
    expect(res.statusCode).toBe(422);
    for (const back of ['https://evil.example', '/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/./\\evil.example']) {
      const page = await t.request({
        method: 'GET',
        url: `/sandbox-pay/paypal/approve?payment=p1&return=${encodeURIComponent(back)}`,
      });
      expect(page.body, back).not.toContain('evil.example');
      for (const [, href] of page.body.matchAll(/href="([^"]*)"/g)) expect(href, back).not.toMatch(/^\/[/\\]/);
    }
  });
});

describe('amounts are JSON integers only', () => {
  it('refuses credits sent as a string, in exponent notation or in an array, and charges nothing', async () => {
    const c = await createWalletCompany(t);
    const pay = payAs(t, c);
    for (const credits of ['20', '1e2', [20], 100.5]) {
      const card = await pay('POST', '/v1/-/wallet/stripe/charge', {
        credits,
        currency: 'BRL',
        cardToken: await tokenize(t, TEST_CARDS.approve),
        holder: 'Adriana Teste',
      });
      expect(card.statusCode, JSON.stringify(credits)).toBe(422);
      expect(card.json().error.fields).toEqual({ credits: 'Informe um número inteiro de créditos' });
      for (const url of ['/v1/-/wallet/boleto', '/v1/-/wallet/pjbank']) {
        expect((await pay('POST', url, { credits })).statusCode, url).toBe(422);
      }
      expect((await pay('POST', '/v1/-/wallet/paypal/create', { credits, currency: 'BRL' })).statusCode).toBe(422);
    }
    expect(await balance(c)).toBe(0);
    expect(await paymentsOf(c.id)).toHaveLength(0);
  });
});

describe('provider notifications', () => {
  it('refuses a bad or missing signature, concludes once and ignores a repeated event', async () => {
    const c = await createWalletCompany(t);
    const payment = (await payAs(t, c)('POST', '/v1/-/wallet/boleto', { credits: 40 })).json().payment;
    const ref = `sbx_boleto_${payment.id}`;
    const event = { id: `evt_${randomUUID()}`, type: 'payment.concluded', ref };

    const forged = await sandboxWebhook(t, event, 'outro-segredo');
    expect([forged.statusCode, forged.json().error.message]).toEqual([400, 'Assinatura da notificação de pagamento inválida']);
    // the secret the README once published signs nothing: an unset secret is random per installation
    expect((await sandboxWebhook(t, event, 'sandbox-webhook-secret')).statusCode).toBe(400);
    const unsigned = await t.request({ method: 'POST', url: '/v1/payments/webhooks/sandbox', payload: event });
    expect(unsigned.statusCode).toBe(400);
    expect(await balance(c)).toBe(0);
    const unknown = await t.request({ method: 'POST', url: '/v1/payments/webhooks/nenhum', payload: event });
    expect(unknown.statusCode).toBe(404);

    const ok = await sandboxWebhook(t, event);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await balance(c)).toBe(40);
    expect((await sandboxWebhook(t, event)).statusCode).toBe(200);
    expect(await movementsOf(c.id)).toHaveLength(1);
    // a second payment, then the old event id again: nothing changes
    const next = (await payAs(t, c)('POST', '/v1/-/wallet/boleto', { credits: 40 })).json().payment;
    await sandboxWebhook(t, { ...event, ref: `sbx_boleto_${next.id}` });
    expect(await balance(c)).toBe(40);
  });

  it('concludes a card payment that timed out when the provider says the money cleared', async () => {
    const c = await createWalletCompany(t);
    const failed = await payAs(t, c)('POST', '/v1/-/wallet/stripe/charge', {
      credits: 20,
      currency: 'BRL',
      cardToken: await tokenize(t, TEST_CARDS.unreachable),
      holder: 'Adriana Teste',
    });
    expect(failed.statusCode).toBe(502);
    const [payment] = await paymentsOf(c.id);
    expect(payment?.status).toBe('error');
    await sandboxWebhook(t, { id: `evt_${randomUUID()}`, type: 'payment.concluded', ref: payment?.providerRef });
    expect((await paymentsOf(c.id))[0]?.status).toBe('concluded');
    expect(await balance(c)).toBe(20);
    expect(await workspaceStatus(t, c.id)).toBe('regular');
  });
});

describe('the ledger', () => {
  it('filters by direction and period, newest first, with totals and the whole balance', async () => {
    const c = await createWalletCompany(t);
    const base = new Date('2025-06-01T12:00:00Z').getTime();
    await t.db.insert(creditMovements).values([
      { workspaceId: c.id, direction: 'credit', credits: 100, description: 'Compra', source: 'purchase', occurredAt: new Date(base) },
      { workspaceId: c.id, direction: 'debit', credits: 10, description: 'Vaga A', source: 'usage', occurredAt: new Date(base + DAY) },
      { workspaceId: c.id, direction: 'debit', credits: 5, description: 'Vaga B', source: 'usage', occurredAt: new Date(base + 40 * DAY) },
    ]);
    const all = (await get(c, '/v1/-/wallet')).json();
    expect(all).toMatchObject({ balance: 85, total: 3, totals: { credits: 100, debits: 15 } });
    expect(all.items.map((item: { description: string }) => item.description)).toEqual(['Vaga B', 'Vaga A', 'Compra']);
    const debits = (await get(c, '/v1/-/wallet?restrict=debit&from=2025-06-01&to=2025-06-30')).json();
    expect(debits).toMatchObject({ balance: 85, total: 1, totals: { credits: 0, debits: 10 }, items: [{ description: 'Vaga A' }] });
    const paged = (await get(c, '/v1/-/wallet?limit=2&page=2')).json();
    expect(paged.items.map((item: { description: string }) => item.description)).toEqual(['Compra']);
    const early = await get(c, '/v1/-/wallet?from=2014-12-31');
    expect([early.statusCode, early.json().error.fields.from]).toEqual([400, 'O histórico começa em 01/01/2015']);
    const reversed = await get(c, '/v1/-/wallet?from=2025-02-01&to=2025-01-01');
    expect(reversed.json().error.fields.to).toBe('A data inicial deve ser anterior à data final');
  });

  it('is append-only: the database refuses to change or delete a movement', async () => {
    const c = await createWalletCompany(t);
    await t.db.insert(creditMovements).values({
      workspaceId: c.id,
      direction: 'credit',
      credits: 10,
      description: 'Compra',
      source: 'purchase',
      occurredAt: t.clock.now(),
    });
    await expect(t.db.update(creditMovements).set({ credits: 1000 }).where(eq(creditMovements.workspaceId, c.id))).rejects.toThrow();
    await expect(t.db.delete(creditMovements).where(eq(creditMovements.workspaceId, c.id))).rejects.toThrow();
    expect(await balance(c)).toBe(10);
  });

  it('reads a page through the ledger indexes', async () => {
    const { ledgerPageSql } = await import('./ledger.data.ts');
    const client = await t.deps.db.$client.connect();
    try {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      for (const [restrict, index] of [
        ['all', 'credit_movements_list_idx'],
        ['debit', 'credit_movements_direction_idx'],
      ] as const) {
        const plan = await client.query({
          text: `explain ${ledgerPageSql(restrict)}`,
          values: [randomUUID(), new Date('2015-01-01'), new Date('2100-01-01'), 10, 0],
        });
        expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain(index);
      }
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});

describe('tracking', () => {
  it('stores the allowed events of the payment screens', async () => {
    const c = await createWalletCompany(t);
    const track = (payload: unknown) =>
      t.request({ method: 'POST', url: '/v1/-/notify/track', payload: payload as object, token: c.admin.token, company: c.subdomain });
    expect((await track({ event: 'checkout_started', data: { credits: 100, method: 'card' } })).statusCode).toBe(204);
    expect((await track({ event: 'hack', data: {} })).statusCode).toBe(422);
    const rows = await t.db
      .select()
      .from(walletTrackEvents)
      .where(and(eq(walletTrackEvents.workspaceId, c.id), eq(walletTrackEvents.event, 'checkout_started')));
    expect(rows).toEqual([expect.objectContaining({ userId: c.admin.id, data: { credits: 100, method: 'card' } })]);
    const [count] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(walletTrackEvents)
      .where(eq(walletTrackEvents.workspaceId, c.id));
    expect(count?.n).toBe(1);
  });
});

describe('the sandbox outside development', () => {
  it('is off in production unless PAYMENT_PROVIDER=sandbox says so; real providers serve no sandbox pages', async () => {
    expect(loadConfig({ NODE_ENV: 'production', SECRETS_KEY: 'ab'.repeat(32) }).payments.provider).not.toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'production', SECRETS_KEY: 'ab'.repeat(32), PAYMENT_PROVIDER: 'sandbox' }).payments.provider).toBe(
      'sandbox',
    );
    const live = await createTestApp({ config: { payments: { ...t.deps.config.payments, provider: 'live' } } });
    try {
      const c = await createWalletCompany(live);
      expect((await live.request({ method: 'POST', url: '/sandbox-pay/tokens', payload: {} })).statusCode).toBe(404);
      const rates = await live.request({ method: 'GET', url: '/v1/-/wallet/rates', token: c.admin.token, company: c.subdomain });
      expect(rates.json().cardProvider.name).toBe('stripe');
    } finally {
      await live.close();
    }
  });
});

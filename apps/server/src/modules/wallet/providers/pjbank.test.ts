import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakePjbank, pjbankSignatureHeaders, startFakePjbank } from '../../../../test/fake-providers/pjbank.ts';
import { type PjbankProvider, pjbankProvider } from './pjbank.ts';

// The PJBank adapter against a local fake of PJBank's Recebimentos API: issue, status, failures, notifications.
let fake: FakePjbank;
let pjbank: PjbankProvider;
const NOW = new Date('2026-03-10T15:00:00.000Z');
const config = () => ({ apiUrl: fake.url, credential: fake.credential, key: fake.key, webhookSecret: fake.webhookSecret });
const slipInput = (paymentId: string, amountCents = 50_000) => ({
  paymentId,
  kind: 'pjbank' as const,
  amountCents,
  currency: 'BRL' as const,
  description: '100 créditos Trilha',
  dueDate: '2026-03-12',
  payer: { name: 'Acme Tecnologia', email: 'bruno@acme.dev' },
  now: NOW,
});

beforeAll(async () => {
  fake = await startFakePjbank();
  pjbank = pjbankProvider(config(), { timeoutMs: 5000 });
});
afterEach(() => fake.fail('none'));
afterAll(() => fake.close());

describe('pjbank slips', () => {
  it('issues a slip with PJBank’s fields and answers its line and link; the same payment gets the same slip', async () => {
    const slip = await pjbank.createSlip(slipInput('pay-pj-1'));
    expect(slip).toEqual({
      ok: true,
      ref: expect.stringMatching(/^\d+$/),
      digitableLine: expect.stringMatching(/^03399/),
      url: expect.stringMatching(/^https:/),
      dueDate: '2026-03-12',
    });
    const request = fake.requests.at(-1);
    expect(request?.path).toBe(`/recebimentos/${fake.credential}/transacoes`);
    expect(request?.headers['x-chave']).toBe(fake.key);
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({
      vencimento: '03/12/2026',
      valor: 500,
      nome_cliente: 'Acme Tecnologia',
      pedido_numero: 'pay-pj-1',
    });
    const again = await pjbank.createSlip(slipInput('pay-pj-1'));
    expect(again.ok && slip.ok && again.ref === slip.ref).toBe(true);
  });

  it('follows a slip: pending, registered, paid, cleared on the credit day; rejected is cancelled', async () => {
    const slip = await pjbank.createSlip(slipInput('pay-pj-2'));
    const ref = slip.ok ? slip.ref : '';
    const status = (now = NOW) => pjbank.slipStatus({ ref, kind: 'pjbank', createdAt: NOW, now });
    expect(await status()).toEqual({ ok: true, state: 'pending' });
    fake.update(ref, { registro_sistema_bancario: 'confirmado' });
    expect(await status()).toEqual({ ok: true, state: 'registered', registeredAt: NOW });
    fake.update(ref, { data_pagamento: '03/11/2026', data_credito: '03/13/2026', valor_pago: 500 });
    const paid = await status(new Date('2026-03-12T12:00:00Z'));
    expect(paid).toMatchObject({ ok: true, state: 'paid', paidAt: new Date('2026-03-11T03:00:00Z') });
    expect(await status(new Date('2026-03-13T12:00:00Z'))).toMatchObject({
      ok: true,
      state: 'cleared',
      clearedAt: new Date('2026-03-13T03:00:00Z'),
    });
    const rejected = await pjbank.createSlip(slipInput('pay-pj-3'));
    fake.update(rejected.ok ? rejected.ref : '', { registro_sistema_bancario: 'rejeitado' });
    expect(await pjbank.slipStatus({ ref: rejected.ok ? rejected.ref : '', kind: 'pjbank', createdAt: NOW, now: NOW })).toEqual({
      ok: true,
      state: 'cancelled',
    });
    expect(await pjbank.slipStatus({ ref: '999', kind: 'pjbank', createdAt: NOW, now: NOW })).toMatchObject({
      ok: false,
      failure: 'provider_error',
      detail: 'pjbank_404',
    });
  });

  it('a refusal is a provider error; 5xx, a timeout and a closed port are unreachable; a malformed answer a provider error', async () => {
    expect(await pjbank.createSlip(slipInput('pay-pj-small', 100))).toEqual({ ok: false, failure: 'provider_error', detail: 'pjbank_400' });
    fake.fail('server-error');
    expect(await pjbank.createSlip(slipInput('pay-pj-4'))).toMatchObject({ ok: false, failure: 'unreachable', detail: 'http_503' });
    fake.fail('slow');
    const started = Date.now();
    const hasty = pjbankProvider(config(), { timeoutMs: 200 });
    expect(await hasty.createSlip(slipInput('pay-pj-4'))).toMatchObject({ ok: false, failure: 'unreachable', detail: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2500);
    fake.fail('malformed');
    expect(await pjbank.createSlip(slipInput('pay-pj-4'))).toMatchObject({
      ok: false,
      failure: 'provider_error',
      detail: 'malformed_answer',
    });
    fake.fail('none');
    const closed = pjbankProvider({ ...config(), apiUrl: 'http://127.0.0.1:9' }, { timeoutMs: 200 });
    expect(await closed.createSlip(slipInput('pay-pj-5'))).toMatchObject({ ok: false, failure: 'unreachable' });
    const wrongKey = pjbankProvider({ ...config(), key: 'wrong' });
    expect(await wrongKey.createSlip(slipInput('pay-pj-5'))).toEqual({ ok: false, failure: 'provider_error', detail: 'pjbank_401' });
    const unset = pjbankProvider({ ...config(), credential: undefined });
    expect(await unset.createSlip(slipInput('pay-pj-5'))).toEqual({ ok: false, failure: 'provider_error', detail: 'not_configured' });
  });
});

describe('pjbank notifications', () => {
  const at = Math.floor(NOW.getTime() / 1000);

  it('accepts a signed notification and maps the slip’s state; a repeat has the same id', async () => {
    const slip = await pjbank.createSlip(slipInput('pay-pj-hook'));
    const ref = slip.ok ? slip.ref : '';
    fake.update(ref, {
      registro_sistema_bancario: 'confirmado',
      data_pagamento: '03/09/2026',
      data_credito: '03/10/2026',
      valor_pago: 500,
    });
    const body = fake.notification(ref);
    const verify = () => pjbank.verifyWebhook({ rawBody: body, headers: pjbankSignatureHeaders(fake.webhookSecret, body, at), now: NOW });
    expect(verify()).toEqual({
      id: `${ref}:payment.concluded`,
      type: 'payment.concluded',
      ref,
      occurredAt: new Date('2026-03-10T03:00:00Z'),
    });
    expect(verify()?.id).toBe(verify()?.id);
    fake.update(ref, { data_credito: '' });
    const paid = fake.notification(ref);
    expect(pjbank.verifyWebhook({ rawBody: paid, headers: pjbankSignatureHeaders(fake.webhookSecret, paid, at), now: NOW })?.type).toBe(
      'slip.paid',
    );
  });

  it('never throws on arbitrary notifications, signed or not, and answers null or a well-formed event', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), fc.dictionary(fc.string({ maxLength: 30 }), fc.string()), (rawBody, headers) => {
        for (const candidate of [headers, ((body: string) => pjbankSignatureHeaders(fake.webhookSecret, body, at))(rawBody)]) {
          const event = ((rawBody: string, headers: Record<string, string>) => pjbank.verifyWebhook({ rawBody, headers, now: NOW }))(
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

  it('refuses a missing, wrong, tampered or old signature, and every notification without a configured secret', async () => {
    const slip = await pjbank.createSlip(slipInput('pay-pj-hook-2'));
    const body = fake.notification(slip.ok ? slip.ref : '');
    const verify = (rawBody: string, headers: Record<string, string>) => pjbank.verifyWebhook({ rawBody, headers, now: NOW });
    expect(verify(body, {})).toBeNull();
    expect(verify(body, { 'x-pjbank-timestamp': String(at), 'x-pjbank-signature': 'ab'.repeat(32) })).toBeNull();
    expect(verify(body, pjbankSignatureHeaders('other-secret', body, at))).toBeNull();
    expect(verify(body.replace('pendente', 'confirmado'), pjbankSignatureHeaders(fake.webhookSecret, body, at))).toBeNull();
    expect(verify(body, pjbankSignatureHeaders(fake.webhookSecret, body, at - 301))).toBeNull();
    expect(verify('[]', pjbankSignatureHeaders(fake.webhookSecret, '[]', at))).toBeNull();
    const unset = pjbankProvider({ ...config(), webhookSecret: undefined });
    expect(unset.verifyWebhook({ rawBody: body, headers: pjbankSignatureHeaders(fake.webhookSecret, body, at), now: NOW })).toBeNull();
  });
});

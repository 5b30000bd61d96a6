import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { parsePix } from 'pix-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type AdminCompany, createWalletCompany, payAs, workspaceStatus } from '../../../test/factories/index.ts';
import { loadConfig } from '../../config.ts';
import { creditMovements, payments } from '../../db/schema/index.ts';
import { DAY, HOUR } from '../../platform/clock.ts';
import { cancelStalePix } from './pix.service.ts';

const WEBHOOK_SECRET = 'segredo-do-psp-de-teste';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { payments: { ...loadConfig({ NODE_ENV: 'test' }).payments, pixWebhookSecret: WEBHOOK_SECRET } } });
});
afterAll(() => t.close());

const get = (c: AdminCompany, url: string) => t.request({ method: 'GET', url, token: c.admin.token, company: c.subdomain });
const movementsOf = (workspaceId: string) => t.db.select().from(creditMovements).where(eq(creditMovements.workspaceId, workspaceId));
const balance = async (c: AdminCompany) => (await get(c, '/v1/-/wallet')).json().balance as number;
const devPay = (id: string) => t.request({ method: 'POST', url: `/v1/dev/pix/${id}/pay` });

async function newCharge(c: AdminCompany, credits = 50) {
  const res = await payAs(t, c)('POST', '/v1/-/wallet/pix', { credits });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** CRC16-CCITT (polynomial 0x1021, initial 0xFFFF), as EMV QR codes write it: computed here, apart from pix-utils. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The EMV fields of a BR Code (ID, two-digit length, value), top level only. */
function emvFields(code: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let at = 0; at < code.length; ) {
    const id = code.slice(at, at + 2);
    const length = Number(code.slice(at + 2, at + 4));
    fields.set(id, code.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

function pspNotice(pix: { txid: string; valor: string; endToEndId?: string; horario?: string }[]) {
  return JSON.stringify({
    pix: pix.map((item) => ({
      endToEndId: item.endToEndId ?? `E18236120${Date.now()}${randomUUID().slice(0, 8)}`.slice(0, 32),
      horario: item.horario ?? t.clock.now().toISOString(),
      ...item,
    })),
  });
}

const webhook = (payload: string, headers: Record<string, string>) =>
  t.request({ method: 'POST', url: '/v1/webhooks/pix', payload, headers: { 'content-type': 'application/json', ...headers } });

describe('Pix charges', () => {
  it('answers a BR Code whose CRC16 checks, its QR code and 30 minutes to pay', async () => {
    const c = await createWalletCompany(t);
    const charge = await newCharge(c, 50);
    expect(charge).toMatchObject({ status: 'pending', credits: 50, amountCents: 50 * 500, currency: 'BRL', paidAt: null, balance: 0 });
    expect(charge.sandboxPayUrl).toBe(`/sandbox-pay/pix/${charge.id}`);
    expect(new Date(charge.expiresAt).getTime() - t.clock.now().getTime()).toBe(30 * 60_000);
    expect(charge.qrCode).toMatch(/^data:image\/png;base64,/);

    const code: string = charge.brCode;
    // the CRC (field 63, the last four characters) covers everything before it, "6304" included
    expect(code.slice(-8, -4)).toBe('6304');
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
    const broken = `${code.slice(0, 60)}${code[60] === '1' ? '2' : '1'}${code.slice(61)}`;
    expect(broken.slice(-4)).not.toBe(crc16(broken.slice(0, -4)));

    const fields = emvFields(code);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('250.00');
    expect(fields.get('26')).toContain('br.gov.bcb.pix');
    expect(fields.get('62')).toBe(`05${String(charge.txid.length).padStart(2, '0')}${charge.txid}`);
    // and the library reads it back
    expect(parsePix(code)).toMatchObject({ type: 'STATIC', transactionAmount: 250, txid: charge.txid, pixKey: 'pix@trilha.invalid' });

    expect((await get(c, `/v1/-/wallet/pix/${charge.id}`)).json()).toMatchObject({ id: charge.id, status: 'pending', brCode: code });
  });

  it('paid twice by the sandbox credits once, and the page reads it paid with the balance raised', async () => {
    const c = await createWalletCompany(t);
    const charge = await newCharge(c, 40);
    const first = await devPay(charge.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'paid', balance: 40 });
    const second = await devPay(charge.id);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ status: 'paid', balance: 40 });
    // concurrent confirmations of another charge: still one movement
    const other = await newCharge(c, 20);
    await Promise.all(Array.from({ length: 10 }, () => devPay(other.id)));
    expect(await movementsOf(c.id)).toHaveLength(2);
    expect(await balance(c)).toBe(60);
    expect(await workspaceStatus(t, c.id)).toBe('regular');
    const read = (await get(c, `/v1/-/wallet/pix/${charge.id}`)).json();
    expect(read).toMatchObject({ status: 'paid', balance: 60 });
    expect(read.paidAt).not.toBeNull();
  });

  it('the ledger itself refuses a second movement of one charge', async () => {
    const c = await createWalletCompany(t);
    const charge = await newCharge(c, 20);
    await devPay(charge.id);
    await expect(
      t.db.insert(creditMovements).values({
        workspaceId: c.id,
        direction: 'credit',
        credits: 20,
        description: 'de novo',
        source: 'purchase',
        paymentId: charge.id,
        occurredAt: t.clock.now(),
      }),
    ).rejects.toThrow();
    expect(await balance(c)).toBe(20);
  });

  it('refuses to pay an expired charge, by the clock', async () => {
    const c = await createWalletCompany(t);
    const charge = await newCharge(c, 30);
    t.clock.advance(30 * 60_000);
    const late = await devPay(charge.id);
    expect([late.statusCode, late.json().error.message]).toEqual([410, 'Esta cobrança Pix expirou. Gere uma nova cobrança.']);
    expect((await get(c, `/v1/-/wallet/pix/${charge.id}`)).json().status).toBe('expired');
    // the sandbox page offers no button, and its button's POST pays nothing
    const page = await t.request({ method: 'GET', url: charge.sandboxPayUrl });
    expect(page.body).toContain('Expirado');
    expect(page.body).not.toContain('Pagar Pix');
    await t.request({ method: 'POST', url: charge.sandboxPayUrl, payload: '', headers: { 'content-type': 'text/plain' } });
    expect(await movementsOf(c.id)).toEqual([]);
    // a day later the clock cancels it
    t.clock.advance(DAY + HOUR);
    expect(await cancelStalePix(t.deps)).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, charge.id));
    expect(row?.status).toBe('cancelled');
  });

  it('is paid by the sandbox page’s button', async () => {
    const c = await createWalletCompany(t);
    const charge = await newCharge(c, 25);
    const page = await t.request({ method: 'GET', url: charge.sandboxPayUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pagar Pix');
    expect(page.body).toMatch(/R\$\s125,00 \(25 créditos\)/);
    const paid = await t.request({ method: 'POST', url: charge.sandboxPayUrl, payload: '', headers: { 'content-type': 'text/plain' } });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('data-pix-status="paid"');
    expect(await balance(c)).toBe(25);
    expect((await t.request({ method: 'GET', url: `/sandbox-pay/pix/${randomUUID()}` })).statusCode).toBe(404);
  });

  it('answers the same charge for the same Idempotency-Key; another company’s charge is not found', async () => {
    const c = await createWalletCompany(t);
    const other = await createWalletCompany(t);
    const key = randomUUID();
    const first = await payAs(t, c)('POST', '/v1/-/wallet/pix', { credits: 20 }, key);
    const again = await payAs(t, c)('POST', '/v1/-/wallet/pix', { credits: 20 }, key);
    expect(again.json().id).toBe(first.json().id);
    expect((await get(other, `/v1/-/wallet/pix/${first.json().id}`)).statusCode).toBe(404);
    expect((await get(c, '/v1/-/wallet/pix/nao-existe')).statusCode).toBe(404);
    const low = await payAs(t, c)('POST', '/v1/-/wallet/pix', { credits: 19 });
    expect([low.statusCode, low.json().error.fields.credits]).toEqual([422, 'O valor mínimo é de 20 créditos']);
  });
});

describe('a PSP’s Pix notification', () => {
  it('is refused without the secret or with a wrong HMAC; with it, credits once however often it arrives', async () => {
    const c = await createWalletCompany(t);
    const charge = await newCharge(c, 60);
    const body = pspNotice([{ txid: charge.txid, valor: '300.00' }]);
    expect((await webhook(body, {})).statusCode).toBe(401);
    expect((await webhook(body, { 'x-pix-webhook-secret': 'outro' })).statusCode).toBe(401);
    expect((await webhook(body, { 'x-pix-signature': 'ab'.repeat(32) })).statusCode).toBe(401);
    expect(await balance(c)).toBe(0);

    const signature = createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');
    const ok = await webhook(body, { 'x-pix-signature': `sha256=${signature}` });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ received: 1 });
    expect(await balance(c)).toBe(60);
    const repeated = await webhook(body, { 'x-pix-webhook-secret': WEBHOOK_SECRET });
    expect(repeated.statusCode).toBe(200);
    expect(await movementsOf(c.id)).toHaveLength(1);
    expect((await get(c, `/v1/-/wallet/pix/${charge.id}`)).json().status).toBe('paid');
  });

  it('credits nothing for another amount, an unknown txid or a Pix made after the charge expired', async () => {
    const c = await createWalletCompany(t);
    const charge = await newCharge(c, 20);
    const auth = { 'x-pix-webhook-secret': WEBHOOK_SECRET };
    expect((await webhook(pspNotice([{ txid: charge.txid, valor: '1.00' }]), auth)).json()).toEqual({ received: 0 });
    expect((await webhook(pspNotice([{ txid: 'TRLNAOEXISTE', valor: '100.00' }]), auth)).json()).toEqual({ received: 0 });
    const after = new Date(new Date(charge.expiresAt).getTime() + 1000).toISOString();
    expect((await webhook(pspNotice([{ txid: charge.txid, valor: '100.00', horario: after }]), auth)).json()).toEqual({ received: 0 });
    expect(await balance(c)).toBe(0);
    // a Pix made in time whose notification comes late still credits
    t.clock.advance(HOUR);
    const inTime = new Date(new Date(charge.expiresAt).getTime() - 60_000).toISOString();
    expect((await webhook(pspNotice([{ txid: charge.txid, valor: '100.00', horario: inTime }]), auth)).json()).toEqual({ received: 1 });
    expect(await balance(c)).toBe(20);
    expect((await webhook('{"pix": "x"}', auth)).statusCode).toBe(400);
  });
});

describe('Pix configuration', () => {
  it('is not offered in production without the receiver’s settings, with a clear message', async () => {
    const base = { NODE_ENV: 'production', SECRETS_KEY: 'ab'.repeat(32) };
    expect(loadConfig(base).payments.pix).toBeNull();
    expect(
      loadConfig({ ...base, PIX_KEY: 'financeiro@acme.com.br', PIX_MERCHANT_NAME: 'Acme', PIX_MERCHANT_CITY: 'São Paulo' }).payments.pix,
    ).toEqual({
      key: 'financeiro@acme.com.br',
      merchantName: 'Acme',
      merchantCity: 'Sao Paulo',
    });
    expect(() => loadConfig({ ...base, PIX_KEY: 'x@y.z' })).toThrow(
      'PIX_KEY, PIX_MERCHANT_NAME and PIX_MERCHANT_CITY must be set together.',
    );

    const live = await createTestApp({ config: { payments: { ...t.deps.config.payments, pix: null } } });
    try {
      const c = await createWalletCompany(live);
      const rates = await live.request({ method: 'GET', url: '/v1/-/wallet/rates', token: c.admin.token, company: c.subdomain });
      expect(rates.json().pixOffered).toBe(false);
      const res = await payAs(live, c)('POST', '/v1/-/wallet/pix', { credits: 20 });
      expect([res.statusCode, res.json().error.message]).toEqual([
        409,
        'O Pix não está disponível: a chave Pix e os dados do recebedor não foram configurados.',
      ]);
    } finally {
      await live.close();
    }
  });

  it('has no sandbox payer in production', async () => {
    const production = await createTestApp({ config: { nodeEnv: 'production' } });
    try {
      expect((await production.request({ method: 'POST', url: `/v1/dev/pix/${randomUUID()}/pay` })).statusCode).toBe(404);
      expect((await production.request({ method: 'GET', url: `/sandbox-pay/pix/${randomUUID()}` })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

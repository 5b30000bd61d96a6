import { createHmac, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { vouchers } from '../../src/db/schema/index.ts';
import { sandboxWebhookSecretOf } from '../../src/modules/wallet/providers/sandbox-secret.ts';
import type { TestApp } from '../app.ts';
import { type AdminCompany, createAdminCompany } from './companies.ts';
import { type TestUser, unique } from './users.ts';

/** A company of the admin center on test status (a new company's, until it first pays). */
export const createWalletCompany = (t: TestApp, overrides: { paymentExemption?: boolean; type?: string } = {}): Promise<AdminCompany> =>
  createAdminCompany(t, { status: 'test', ...overrides });

/** A voucher of 30 credits for any company, valid for a day, unless told. */
export async function insertVoucher(t: TestApp, values: { credits?: number; expiresAt?: Date; workspaceId?: string | null } = {}) {
  const code = `TESTE-${unique().toUpperCase()}`;
  await t.db.insert(vouchers).values({
    code,
    credits: values.credits ?? 30,
    expiresAt: values.expiresAt ?? new Date(t.clock.now().getTime() + 86_400_000),
    workspaceId: values.workspaceId ?? null,
    createdAt: t.clock.now(),
  });
  return code;
}

export const TEST_CARDS = { approve: '4242 4242 4242 4242', decline: '4000 0000 0000 0002', unreachable: '4000 0000 0000 0119' } as const;

/** Tokenizes a test card at the sandbox, as the browser does. */
export async function tokenize(t: TestApp, number: string): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/sandbox-pay/tokens',
    payload: { number, holder: 'Adriana Teste', expMonth: 12, expYear: 2030, cvc: '123' },
  });
  if (res.statusCode !== 200) throw new Error(`tokenize ${res.statusCode} ${res.body}`);
  return res.json().token;
}

/** A paying request of `user` (the company's admin) with a fresh (or given) Idempotency-Key. */
export function payAs(t: TestApp, company: { subdomain: string; admin: TestUser }, user: TestUser = company.admin) {
  return (method: 'POST' | 'DELETE', url: string, payload: unknown, key: string | null = randomUUID()): Promise<LightMyRequestResponse> =>
    t.request({
      method,
      url,
      payload: payload as Record<string, unknown>,
      token: user.token,
      company: company.subdomain,
      headers: key === null ? {} : { 'idempotency-key': key },
    });
}

/** Signs a sandbox notification as the sandbox provider does. */
export function sandboxWebhook(t: TestApp, event: Record<string, unknown>, secret = sandboxWebhookSecretOf(t.deps.config)) {
  const payload = JSON.stringify(event);
  const signature = createHmac('sha256', secret).update(payload).digest('hex');
  return t.request({
    method: 'POST',
    url: '/v1/payments/webhooks/sandbox',
    payload,
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
  });
}

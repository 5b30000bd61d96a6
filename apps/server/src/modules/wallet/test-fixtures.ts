import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../test/app.ts';
import { addMember, createUser, createWorkspace, type TestUser } from '../../../test/factories.ts';
import { vouchers, workspaces } from '../../db/schema/index.ts';
import { sandboxWebhookSecretOf } from './providers/sandbox-secret.ts';

const suffix = () => randomBytes(4).toString('hex');

export interface WalletCompany {
  id: string;
  subdomain: string;
  admin: TestUser;
  member: TestUser;
  outsider: TestUser;
  /** support staff, while this company allows support */
  support: TestUser;
  /** the administrator of another company */
  otherAdmin: TestUser;
  /** a company that does not allow support */
  blockedSubdomain: string;
}

/** A business company on test status allowing support, with its administrator, a member, an outsider and support staff. */
export async function createWalletCompany(
  t: TestApp,
  overrides: { paymentExemption?: boolean; type?: string } = {},
): Promise<WalletCompany> {
  const subdomain = `carteira-${suffix()}`;
  const blockedSubdomain = `fechada-${suffix()}`;
  const workspace = await createWorkspace(t, { name: 'Empresa Carteira', subdomain, allowSupport: true, status: 'test', ...overrides });
  const other = await createWorkspace(t, { name: 'Outra Empresa', subdomain: blockedSubdomain, allowSupport: false });
  const user = (name: string, isSupport = false) =>
    createUser(t, { name, email: `${name.toLowerCase()}-${suffix()}@example.com`, isSupport }, { individualWorkspace: !isSupport });
  const [admin, member, outsider, support, otherAdmin] = await Promise.all([
    user('Adriana'),
    user('Marta'),
    user('Otto'),
    user('Suporte', true),
    user('Alheio'),
  ]);
  if (!admin || !member || !outsider || !support || !otherAdmin) throw new Error('fixture');
  await addMember(t, workspace.id, admin.id, 'owner', 'admin');
  await addMember(t, workspace.id, member.id, 'member');
  await addMember(t, other.id, otherAdmin.id, 'administrator', 'admin');
  return { id: workspace.id, subdomain, admin, member, outsider, support, otherAdmin, blockedSubdomain };
}

export async function workspaceStatus(t: TestApp, id: string): Promise<string | undefined> {
  const [row] = await t.db.select({ status: workspaces.status }).from(workspaces).where(eq(workspaces.id, id));
  return row?.status;
}

export async function insertVoucher(t: TestApp, values: { credits?: number; expiresAt?: Date; workspaceId?: string | null } = {}) {
  const code = `TESTE-${suffix().toUpperCase()}`;
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

/** A paying request of the company's administrator with a fresh (or given) Idempotency-Key. */
export function payAs(t: TestApp, company: WalletCompany, user: TestUser = company.admin) {
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

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PIX_CHARGE_TTL_MINUTES, pixWebhookBody, type WalletPixCharge } from '@trilha/contract';
import { DAY } from '../../platform/clock.ts';
import type { Queryable, Tx } from '../../platform/db/connect.ts';
import { UUID_PATTERN } from '../../platform/db/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { WorkspaceAccess } from '../../platform/http/workspace-access.ts';
import { idempotent } from './idempotency.ts';
import { balanceOf, insertPayment, lockPayment, type PaymentRow, updatePayment } from './ledger.data.ts';
import { assertMayPay, concludePayment, creditsDescription, type PayingRequest, priceOf } from './payments.service.ts';
import {
  cancelExpiredPix,
  findPixCharge,
  findPixChargeById,
  findPixChargeByTxid,
  insertPixCharge,
  markPixChargePaid,
  type PixChargeRow,
  pixChargeOf,
} from './pix.data.ts';
import { newTxid, pixBrCode, pixQrCode } from './pix-brcode.ts';
import type { SandboxPixView } from './sandbox-pay.view.ts';

/**
 * Pix: a company buys credits with a charge of 30 minutes whose BR Code names a txid of its own. Whoever confirms the
 * payment (the sandbox's button or dev route outside production, a PSP's notification in production) goes through
 * `confirmLocked`, which concludes the payment once: a second confirmation finds it concluded, and the ledger's
 * unique key on the payment (credit_movements_payment_key) refuses a second movement even to a path that forgot to
 * look. An expired charge is never paid.
 */
const PIX_TTL = PIX_CHARGE_TTL_MINUTES * 60_000;
/** Unpaid charges are cancelled a day after they expire: a PSP's notification of a Pix made in time may come late. */
const LATE_NOTICE_GRACE = DAY;
/** Sandbox pages (outside production): the one that shows a charge and pays it with a button. */
export const SANDBOX_PIX_PATH = '/sandbox-pay/pix';
/** The provider name of Pix payments: `payments.provider_ref` is the txid. */
const PIX = 'pix';

type Confirmation = 'paid' | 'expired';

function statusOf(payment: PaymentRow, charge: PixChargeRow, now: Date): WalletPixCharge['status'] {
  if (payment.status === 'concluded') return 'paid';
  return payment.status === 'request' && now < charge.expiresAt ? 'pending' : 'expired';
}

async function chargeView(deps: Deps, q: Queryable, payment: PaymentRow, charge: PixChargeRow): Promise<WalletPixCharge> {
  return {
    id: payment.id,
    status: statusOf(payment, charge, deps.clock.now()),
    credits: payment.credits ?? 0,
    currency: 'BRL',
    amountCents: payment.amountCents,
    txid: charge.txid,
    brCode: charge.brCode,
    qrCode: await pixQrCode(charge.brCode),
    createdAt: charge.createdAt.toISOString(),
    expiresAt: charge.expiresAt.toISOString(),
    paidAt: charge.paidAt?.toISOString() ?? null,
    balance: await balanceOf(q, payment.workspaceId),
    sandboxPayUrl: deps.config.nodeEnv === 'production' ? null : `${SANDBOX_PIX_PATH}/${payment.id}`,
  };
}

/** Pix is offered when the receiver is configured (always outside production: the sandbox's). */
export const pixOffered = (deps: Deps) => deps.config.payments.pix !== null;

/** `POST /v1/-/wallet/pix`: a new charge (201) with its BR Code, QR code and expiry; the same Idempotency-Key answers it again. */
export async function createPixCharge(deps: Deps, request: PayingRequest, body: { credits: number }): Promise<WalletPixCharge> {
  const { access, payer } = request;
  assertMayPay(access);
  const receiver = deps.config.payments.pix;
  if (!receiver) throw new AppError('wallet.pix_unavailable');
  const workspaceId = access.workspace.id;
  const created = await idempotent(deps, workspaceId, request.key, request.route, body, async (tx) => {
    const now = deps.clock.now();
    const txid = newTxid();
    const payment = await insertPayment(tx, {
      workspaceId,
      purpose: 'credits',
      method: 'pix',
      provider: PIX,
      providerRef: txid,
      currency: 'BRL',
      amountCents: priceOf('BRL', body.credits),
      credits: body.credits,
      description: creditsDescription(body.credits, 'pix'),
      createdBy: payer.id,
      createdAt: now,
      updatedAt: now,
    });
    await insertPixCharge(tx, {
      paymentId: payment.id,
      workspaceId,
      txid,
      brCode: pixBrCode(receiver, txid, payment.amountCents),
      expiresAt: new Date(now.getTime() + PIX_TTL),
      createdAt: now,
    });
    // the stored answer is the id: asked again, the charge is read as it stands now
    return { ok: { id: payment.id } };
  });
  return readPixCharge(deps, workspaceId, created.id);
}

async function readPixCharge(deps: Deps, workspaceId: string, id: string): Promise<WalletPixCharge> {
  const found = UUID_PATTERN.test(id) ? await findPixCharge(deps.db, workspaceId, id) : null;
  if (!found) throw new AppError('wallet.pix_not_found');
  return chargeView(deps, deps.db, found.payment, found.charge);
}

/** `GET /v1/-/wallet/pix/:id`: a charge of the company (another company's is not found). */
export const getPixCharge = (deps: Deps, access: WorkspaceAccess, id: string) => readPixCharge(deps, access.workspace.id, id);

/**
 * The one confirm path, on a payment the caller locked: concludes and credits a pending charge paid before it
 * expired; a charge already paid stays paid (nothing credited again); an expired or cancelled one is refused.
 */
async function confirmLocked(
  tx: Tx,
  deps: Deps,
  payment: PaymentRow,
  charge: PixChargeRow,
  pix: { endToEndId: string; paidAt: Date },
): Promise<Confirmation> {
  if (payment.status === 'concluded') return 'paid';
  if (payment.status !== 'request' || pix.paidAt >= charge.expiresAt) return 'expired';
  const now = deps.clock.now();
  await markPixChargePaid(tx, payment.id, pix.endToEndId, pix.paidAt);
  const marked = await updatePayment(tx, payment.id, { paidAt: pix.paidAt, updatedAt: now });
  await concludePayment(tx, marked, now);
  return 'paid';
}

/** A fictitious end-to-end id shaped as the real ones: E, a participant's ISPB, the minute, 11 characters. */
function sandboxEndToEndId(now: Date): string {
  const minute = now.toISOString().replace(/\D/g, '').slice(0, 12);
  return `E00000000${minute}${randomBytes(8).toString('hex').slice(0, 11).toUpperCase()}`;
}

/**
 * The sandbox pays a charge now, as a payer's bank would (outside production only): the sandbox page's button and
 * `POST /v1/dev/pix/:id/pay`. Paying twice credits once; an expired charge answers 410.
 */
export async function paySandboxPix(deps: Deps, id: string): Promise<WalletPixCharge> {
  if (deps.config.nodeEnv === 'production') throw new AppError('not_found');
  if (!UUID_PATTERN.test(id)) throw new AppError('wallet.pix_not_found');
  const now = deps.clock.now();
  const answer = await deps.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, id);
    const charge = payment?.method === 'pix' ? await pixChargeOf(tx, id) : null;
    if (!payment || !charge) return null;
    const outcome = await confirmLocked(tx, deps, payment, charge, { endToEndId: sandboxEndToEndId(now), paidAt: now });
    return { outcome, workspaceId: payment.workspaceId };
  });
  if (!answer) throw new AppError('wallet.pix_not_found');
  if (answer.outcome === 'expired') throw new AppError('wallet.pix_expired');
  return readPixCharge(deps, answer.workspaceId, id);
}

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** A charge as the sandbox's Pix page shows it (outside production; by id alone, which nobody guesses). */
export async function sandboxPixCharge(deps: Deps, id: string): Promise<SandboxPixView | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const found = await findPixChargeById(deps.db, id);
  if (!found) return null;
  const receiver = deps.config.payments.pix;
  return {
    status: statusOf(found.payment, found.charge, deps.clock.now()),
    amount: BRL.format(found.payment.amountCents / 100),
    credits: found.payment.credits ?? 0,
    txid: found.charge.txid,
    receiver: receiver ? `${receiver.merchantName} (${receiver.key})` : '',
  };
}

// ---------------------------------------------------------------------------------------------------------------
// A PSP's notification

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * A notification is the PSP's when it carries the shared secret (`X-Pix-Webhook-Secret`, for PSPs that can only add
 * a fixed header) or the HMAC-SHA256 of the raw body under it (`X-Pix-Signature`, hex, optionally "sha256=").
 */
function authentic(secret: string | undefined, rawBody: string, headers: Record<string, string | string[] | undefined>): boolean {
  if (!secret) return false;
  const shared = header(headers, 'x-pix-webhook-secret');
  if (shared !== undefined) return sameText(shared, secret);
  const signature = header(headers, 'x-pix-signature')
    ?.replace(/^sha256=/i, '')
    .toLowerCase();
  return signature !== undefined && sameText(signature, createHmac('sha256', secret).update(rawBody).digest('hex'));
}

const centsOf = (valor: string) => Math.round(Number(valor) * 100);

/**
 * `POST /v1/webhooks/pix`: each Pix received confirms its charge by txid through `confirmLocked`; a repeated
 * notification changes nothing. A Pix of another amount, of an unknown txid or after its charge expired credits
 * nothing and is logged (the money goes back through the PSP's refund, "devolução").
 */
export async function receivePixWebhook(
  deps: Deps,
  rawBody: string | undefined,
  headers: Record<string, string | string[] | undefined>,
): Promise<{ received: number }> {
  if (rawBody === undefined || !authentic(deps.config.payments.pixWebhookSecret, rawBody, headers))
    throw new AppError('wallet.pix_webhook_unauthorized');
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new AppError('bad_request');
  }
  const parsed = pixWebhookBody.safeParse(json);
  if (!parsed.success) throw new AppError('bad_request');
  let received = 0;
  for (const pix of parsed.data.pix) {
    const charge = pix.txid ? await findPixChargeByTxid(deps.db, pix.txid) : null;
    const paidAt = new Date(pix.horario);
    if (!charge || Number.isNaN(paidAt.getTime())) {
      deps.log.warn({ txid: pix.txid, endToEndId: pix.endToEndId }, 'pix notification of no charge of ours');
      continue;
    }
    const outcome = await deps.db.transaction(async (tx) => {
      const payment = await lockPayment(tx, charge.paymentId);
      if (!payment) return 'expired';
      if (centsOf(pix.valor) !== payment.amountCents) return 'amount';
      return confirmLocked(tx, deps, payment, charge, { endToEndId: pix.endToEndId, paidAt });
    });
    if (outcome === 'paid') received++;
    else deps.log.warn({ txid: charge.txid, endToEndId: pix.endToEndId, outcome }, 'pix not credited: refund it through the PSP');
  }
  return { received };
}

/** The clock's part: unpaid Pix charges a day past their expiry are cancelled. */
export async function cancelStalePix(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  return cancelExpiredPix(deps.db, new Date(now.getTime() - LATE_NOTICE_GRACE), now);
}

import { type ErrorCode, WALLET_CREDIT_PRICE_CENTS, type WalletCurrency, type WalletPayment, type WalletSavedCard } from '@trilha/contract';
import { DAY, HOUR } from '../../platform/clock.ts';
import type { Tx } from '../../platform/db/connect.ts';
import { UUID_PATTERN } from '../../platform/db/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { WorkspaceAccess } from '../../platform/http/workspace-access.ts';
import { companyBillingParty } from '../company/index.ts';
import { markWorkspaceRegular } from '../workspaces/index.ts';
import { idempotent, type Outcome } from './idempotency.ts';
import {
  balanceOf,
  cancelStaleOrders,
  forgetIdempotencyKeys,
  insertMovement,
  insertPayment,
  lockPayment,
  lockPaymentByRef,
  openPayments,
  type PaymentRow,
  updatePayment,
} from './ledger.data.ts';
import { paymentProviders } from './providers/index.ts';
import type { ProviderFailure, SlipKind, SlipStatus } from './providers/provider.ts';
import {
  findSavedCard,
  lockServiceInvoice,
  markInvoicePaid,
  recordWebhookEvent,
  type SavedCardRow,
  saveCard,
  setInvoicePayment,
} from './wallet.data.ts';

/** The caller of a paying request. */
interface Payer {
  id: string;
  email: string;
}

/** A paying request: the company, who pays, the Idempotency-Key header and the endpoint's path. */
export interface PayingRequest {
  access: WorkspaceAccess;
  payer: Payer;
  key: unknown;
  route: string;
}

/** A bank slip falls due 3 days after it is issued. */
const SLIP_DUE_DAYS = 3;
/** A PayPal-like order nobody approved is cancelled after 3 hours. */
const ORDER_TTL = 3 * HOUR;
/** An Idempotency-Key answers again for 30 days (clients retry within minutes). */
const IDEMPOTENCY_TTL = 30 * DAY;

const FAILURE_CODES: Record<ProviderFailure, ErrorCode> = {
  declined: 'wallet.card_declined',
  unreachable: 'wallet.route_unreachable',
  provider_error: 'wallet.provider_error',
};

export const priceOf = (currency: WalletCurrency, credits: number) => WALLET_CREDIT_PRICE_CENTS[currency] * credits;

/** Aggregators and exempt companies never pay. */
export const isExempt = (access: WorkspaceAccess) => access.workspace.paymentExemption || access.workspace.type === 'aggregator';

export function assertMayPay(access: WorkspaceAccess): void {
  if (isExempt(access)) throw new AppError('wallet.payment_exempt');
}

export const toSavedCard = (card: SavedCardRow): WalletSavedCard => ({
  id: card.id,
  brand: card.brand,
  last4: card.last4,
  holder: card.holder,
  expMonth: card.expMonth,
  expYear: card.expYear,
});

export function toPayment(row: PaymentRow): WalletPayment {
  const data = row.providerData ?? {};
  const bankSlip = data.bankSlip as WalletPayment['bankSlip'] | undefined;
  return {
    id: row.id,
    purpose: row.purpose as WalletPayment['purpose'],
    method: row.method as WalletPayment['method'],
    status: row.status as WalletPayment['status'],
    currency: row.currency as WalletCurrency,
    amountCents: row.amountCents,
    credits: row.credits,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    concludedAt: row.concludedAt?.toISOString() ?? null,
    registeredAt: row.registeredAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    bankSlip: bankSlip ?? null,
    approvalUrl: row.status === 'request' && typeof data.approvalUrl === 'string' ? data.approvalUrl : null,
    errorCode: row.errorCode,
  };
}

export const creditsDescription = (credits: number, method: string) =>
  `Compra de ${credits} créditos (${{ card: 'cartão', boleto: 'boleto', pjbank: 'boleto PJBank', paypal: 'PayPal', pix: 'Pix' }[method] ?? method})`;

/**
 * Concludes a payment in status request, or in status error when the provider later says the money cleared (a
 * timeout that did charge); the caller holds its row. A purchase of credits enters the ledger once and a company on
 * test status becomes regular, in the same transaction; a service payment pays its invoice.
 */
export async function concludePayment(tx: Tx, payment: PaymentRow, now: Date): Promise<PaymentRow> {
  if (payment.status !== 'request' && payment.status !== 'error') return payment;
  const done = await updatePayment(tx, payment.id, { status: 'concluded', concludedAt: now, updatedAt: now });
  if (payment.purpose === 'credits' && payment.credits) {
    await insertMovement(tx, {
      workspaceId: payment.workspaceId,
      direction: 'credit',
      credits: payment.credits,
      valueCents: payment.amountCents,
      currency: payment.currency,
      description: payment.description,
      source: 'purchase',
      paymentId: payment.id,
      createdBy: payment.createdBy,
      occurredAt: now,
    });
    await markWorkspaceRegular(tx, payment.workspaceId);
  }
  if (payment.purpose === 'service' && payment.serviceInvoiceId) await markInvoicePaid(tx, payment.serviceInvoiceId);
  return done;
}

async function failPayment(tx: Tx, deps: Deps, payment: PaymentRow, failure: ProviderFailure, detail: string | undefined, ref?: string) {
  deps.log.warn({ paymentId: payment.id, provider: payment.provider, failure, detail }, 'payment refused by the provider');
  await updatePayment(tx, payment.id, {
    status: 'error',
    errorCode: detail ? `${failure}:${detail}`.slice(0, 100) : failure,
    ...(ref && { providerRef: ref }),
    updatedAt: deps.clock.now(),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Card

export async function chargeCard(
  deps: Deps,
  request: PayingRequest,
  body: { credits: number; currency: WalletCurrency; cardToken?: string; savedCardId?: string; saveCard: boolean; holder?: string },
) {
  const { access, payer } = request;
  assertMayPay(access);
  const workspaceId = access.workspace.id;
  return idempotent(deps, workspaceId, request.key, request.route, body, async (tx) => {
    const provider = paymentProviders(deps.config).card;
    const now = deps.clock.now();
    let saved: SavedCardRow | null = null;
    if (body.savedCardId !== undefined) {
      saved = UUID_PATTERN.test(body.savedCardId) ? await findSavedCard(tx, workspaceId, body.savedCardId) : null;
      if (!saved) throw new AppError('wallet.card_not_found');
    }
    const token = saved?.token ?? body.cardToken ?? '';
    const payment = await insertPayment(tx, {
      workspaceId,
      purpose: 'credits',
      method: 'card',
      provider: provider.name,
      currency: body.currency,
      amountCents: priceOf(body.currency, body.credits),
      credits: body.credits,
      description: creditsDescription(body.credits, 'card'),
      cardId: saved?.id ?? null,
      createdBy: payer.id,
      createdAt: now,
      updatedAt: now,
    });
    const result = await provider.chargeCard({
      paymentId: payment.id,
      amountCents: payment.amountCents,
      currency: body.currency,
      description: payment.description,
      token,
      fromSavedCard: saved !== null,
      saveCard: body.saveCard && saved === null,
      holder: saved?.holder ?? body.holder ?? '',
    });
    if (!result.ok) {
      await failPayment(tx, deps, payment, result.failure, result.detail, result.ref);
      return { error: FAILURE_CODES[result.failure] };
    }
    let card = saved;
    if (!card && body.saveCard && result.savedToken) {
      card = await saveCard(tx, {
        workspaceId,
        provider: provider.name,
        token: result.savedToken,
        brand: result.card.brand,
        last4: result.card.last4,
        holder: body.holder ?? '',
        expMonth: result.card.expMonth,
        expYear: result.card.expYear,
        createdAt: now,
      });
    }
    const charged = await updatePayment(tx, payment.id, { providerRef: result.ref, cardId: card?.id ?? null, updatedAt: now });
    const concluded = await concludePayment(tx, charged, now);
    return { ok: { payment: toPayment(concluded), balance: await balanceOf(tx, workspaceId), card: card ? toSavedCard(card) : null } };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Bank slips

function dueDate(now: Date): string {
  return new Date(now.getTime() + SLIP_DUE_DAYS * DAY).toISOString().slice(0, 10);
}

/** Asks the provider for the slip of a payment just inserted; the payment keeps its line and link. */
async function issueSlip(
  deps: Deps,
  tx: Tx,
  payment: PaymentRow,
  kind: SlipKind,
  payer: Payer,
  payerName: string,
): Promise<{ ok: PaymentRow } | { error: ErrorCode }> {
  const now = deps.clock.now();
  const provider = paymentProviders(deps.config)[kind];
  // issued to the company as its company data names it (legal name and CNPJ), else by the workspace's name
  const party = await companyBillingParty(tx, payment.workspaceId);
  const result = await provider.createSlip({
    paymentId: payment.id,
    kind,
    amountCents: payment.amountCents,
    currency: 'BRL',
    description: payment.description,
    dueDate: dueDate(now),
    payer: { name: party?.legalName ?? payerName, email: payer.email, taxId: party?.taxId ?? null },
    now,
  });
  if (!result.ok) {
    await failPayment(tx, deps, payment, result.failure, result.detail);
    return { error: FAILURE_CODES[result.failure] };
  }
  const bankSlip = { digitableLine: result.digitableLine, url: result.url, dueDate: result.dueDate };
  return { ok: await updatePayment(tx, payment.id, { providerRef: result.ref, providerData: { bankSlip }, updatedAt: now }) };
}

export async function buyWithSlip(deps: Deps, request: PayingRequest, kind: SlipKind, body: { credits: number; currency: 'BRL' }) {
  const { access, payer } = request;
  assertMayPay(access);
  return idempotent(
    deps,
    access.workspace.id,
    request.key,
    request.route,
    body,
    async (tx): Promise<Outcome<{ payment: WalletPayment }>> => {
      const now = deps.clock.now();
      const payment = await insertPayment(tx, {
        workspaceId: access.workspace.id,
        purpose: 'credits',
        method: kind,
        provider: paymentProviders(deps.config)[kind].name,
        currency: 'BRL',
        amountCents: priceOf('BRL', body.credits),
        credits: body.credits,
        description: creditsDescription(body.credits, kind),
        createdBy: payer.id,
        createdAt: now,
        updatedAt: now,
      });
      const issued = await issueSlip(deps, tx, payment, kind, payer, access.workspace.name);
      return 'error' in issued ? issued : { ok: { payment: toPayment(issued.ok) } };
    },
  );
}

export async function payInvoiceWithSlip(deps: Deps, request: PayingRequest, kind: SlipKind, body: { invoiceId: string }) {
  const { access, payer } = request;
  assertMayPay(access);
  const workspaceId = access.workspace.id;
  return idempotent(deps, workspaceId, request.key, request.route, body, async (tx): Promise<Outcome<{ payment: WalletPayment }>> => {
    const invoice = UUID_PATTERN.test(body.invoiceId) ? await lockServiceInvoice(tx, workspaceId, body.invoiceId) : null;
    if (!invoice) throw new AppError('wallet.invoice_not_found');
    if (invoice.status !== 'open' || invoice.currency !== 'BRL') throw new AppError('wallet.invoice_not_open');
    // a slip already waiting for this invoice is the answer again
    const current = invoice.paymentId ? await lockPayment(tx, invoice.paymentId) : null;
    if (current && current.status === 'request' && current.method === kind) return { ok: { payment: toPayment(current) } };
    const now = deps.clock.now();
    const payment = await insertPayment(tx, {
      workspaceId,
      purpose: 'service',
      method: kind,
      provider: paymentProviders(deps.config)[kind].name,
      currency: 'BRL',
      amountCents: invoice.amountCents,
      credits: null,
      serviceInvoiceId: invoice.id,
      description: invoice.description,
      createdBy: payer.id,
      createdAt: now,
      updatedAt: now,
    });
    const issued = await issueSlip(deps, tx, payment, kind, payer, access.workspace.name);
    if ('error' in issued) return issued;
    await setInvoicePayment(tx, invoice.id, payment.id);
    return { ok: { payment: toPayment(issued.ok) } };
  });
}

/** Moves a slip (locked) along what the provider says; credits when the money cleared. */
async function applySlipStatus(tx: Tx, payment: PaymentRow, status: SlipStatus, now: Date): Promise<void> {
  if (!status.ok || status.state === 'pending' || payment.status !== 'request') return;
  if (status.state === 'cancelled') {
    await updatePayment(tx, payment.id, { status: 'cancelled', updatedAt: now });
    return;
  }
  const current = await updatePayment(tx, payment.id, {
    registeredAt: payment.registeredAt ?? status.registeredAt,
    ...(status.state !== 'registered' && { paidAt: payment.paidAt ?? status.paidAt }),
    updatedAt: now,
  });
  if (status.state === 'cleared') await concludePayment(tx, current, now);
}

/**
 * The clock's job (every few minutes): asks the provider where each open bank slip stands (registered within
 * 2 hours, paid, cleared up to 2 days after payment) and credits the cleared ones; cancels PayPal-like orders
 * nobody approved within 3 hours; forgets Idempotency-Key answers after 30 days.
 */
export async function advancePayments(deps: Deps): Promise<{ advanced: number; cancelled: number }> {
  const now = deps.clock.now();
  const providers = paymentProviders(deps.config);
  const cancelled = await cancelStaleOrders(deps.db, new Date(now.getTime() - ORDER_TTL), now);
  await forgetIdempotencyKeys(deps.db, new Date(now.getTime() - IDEMPOTENCY_TTL));
  let advanced = 0;
  for (const payment of await openPayments(deps.db, ['boleto', 'pjbank'], 200)) {
    if (!payment.providerRef) continue;
    const kind = payment.method as SlipKind;
    const status = await providers[kind].slipStatus({ ref: payment.providerRef, kind, createdAt: payment.createdAt, now });
    if (!status.ok || status.state === 'pending') continue;
    await deps.db.transaction(async (tx) => {
      const locked = await lockPayment(tx, payment.id);
      if (locked) await applySlipStatus(tx, locked, status, now);
    });
    advanced++;
  }
  return { advanced, cancelled };
}

// ---------------------------------------------------------------------------------------------------------------
// PayPal-like orders

export async function createOrder(
  deps: Deps,
  request: PayingRequest,
  body: { credits: number; currency: WalletCurrency; returnPath: string },
) {
  const { access, payer } = request;
  assertMayPay(access);
  return idempotent(deps, access.workspace.id, request.key, request.route, body, async (tx) => {
    const now = deps.clock.now();
    const provider = paymentProviders(deps.config).paypal;
    const payment = await insertPayment(tx, {
      workspaceId: access.workspace.id,
      purpose: 'credits',
      method: 'paypal',
      provider: provider.name,
      currency: body.currency,
      amountCents: priceOf(body.currency, body.credits),
      credits: body.credits,
      description: creditsDescription(body.credits, 'paypal'),
      createdBy: payer.id,
      createdAt: now,
      updatedAt: now,
    });
    const result = await provider.createOrder({
      paymentId: payment.id,
      amountCents: payment.amountCents,
      currency: body.currency,
      description: payment.description,
      returnUrl: body.returnPath,
    });
    if (!result.ok) {
      await failPayment(tx, deps, payment, result.failure, result.detail);
      return { error: FAILURE_CODES[result.failure] };
    }
    await updatePayment(tx, payment.id, { providerRef: result.ref, providerData: { approvalUrl: result.approvalUrl }, updatedAt: now });
    return { ok: { paymentId: payment.id, approvalUrl: result.approvalUrl } };
  });
}

export async function executeOrder(deps: Deps, request: PayingRequest, body: { paymentId: string; payerId: string }) {
  const { access } = request;
  assertMayPay(access);
  const workspaceId = access.workspace.id;
  return idempotent(deps, workspaceId, request.key, request.route, body, async (tx) => {
    const found = UUID_PATTERN.test(body.paymentId) ? await lockPayment(tx, body.paymentId) : null;
    const payment = found?.workspaceId === workspaceId && found.method === 'paypal' ? found : null;
    if (!payment) throw new AppError('wallet.payment_not_found');
    if (payment.status === 'concluded') return { ok: { payment: toPayment(payment), balance: await balanceOf(tx, workspaceId) } };
    if (payment.status !== 'request' || !payment.providerRef) throw new AppError('wallet.payment_not_pending');
    const provider = paymentProviders(deps.config).paypal;
    const result = await provider.executeOrder({ ref: payment.providerRef, payerId: body.payerId, paymentId: payment.id });
    // captured but not cleared yet: the payment stays in status request until the provider's notification concludes it
    if (!result.ok && result.detail === 'capture_pending')
      return { ok: { payment: toPayment(payment), balance: await balanceOf(tx, workspaceId) } };
    if (!result.ok) {
      await failPayment(tx, deps, payment, result.failure, result.detail);
      // a refused order is the provider's refusal, not a card operator's
      return { error: result.failure === 'unreachable' ? 'wallet.route_unreachable' : 'wallet.provider_error' };
    }
    const concluded = await concludePayment(tx, payment, deps.clock.now());
    return { ok: { payment: toPayment(concluded), balance: await balanceOf(tx, workspaceId) } };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Provider notifications

/**
 * A provider's notification: the signature of the raw body must verify (else 400 and nothing changes); an event id
 * already recorded changes nothing; otherwise the payment of its `ref` moves on, in one transaction with the record.
 */
export async function receiveWebhook(
  deps: Deps,
  providerName: string,
  rawBody: string | undefined,
  headers: Record<string, string | string[] | undefined>,
): Promise<{ received: boolean }> {
  const verifier = paymentProviders(deps.config).webhook(providerName);
  if (!verifier) throw new AppError('wallet.provider_unknown');
  const now = deps.clock.now();
  const event = rawBody === undefined ? null : verifier.verifyWebhook({ rawBody, headers, now });
  if (!event) throw new AppError('wallet.webhook_invalid');
  await deps.db.transaction(async (tx) => {
    const payment = event.ref ? await lockPaymentByRef(tx, verifier.name, event.ref) : null;
    const fresh = await recordWebhookEvent(tx, {
      provider: verifier.name,
      eventId: event.id,
      paymentId: payment?.id ?? null,
      payload: payloadOf(rawBody ?? ''),
      receivedAt: now,
    });
    if (!fresh || !payment) return;
    const at = event.occurredAt ?? now;
    // the provider's word that the money cleared wins over an earlier timeout (status error)
    if (event.type === 'payment.concluded' && payment.status === 'error') await concludePayment(tx, payment, now);
    if (payment.status !== 'request') return;
    if (event.type === 'slip.registered') await applySlipStatus(tx, payment, { ok: true, state: 'registered', registeredAt: at }, now);
    if (event.type === 'slip.paid') await applySlipStatus(tx, payment, { ok: true, state: 'paid', registeredAt: at, paidAt: at }, now);
    if (event.type === 'payment.concluded') {
      const marked = await updatePayment(tx, payment.id, { paidAt: payment.paidAt ?? at, updatedAt: now });
      await concludePayment(tx, marked, now);
    }
    if (event.type === 'payment.failed')
      await updatePayment(tx, payment.id, { status: 'error', errorCode: 'webhook:failed', updatedAt: now });
    if (event.type === 'payment.cancelled') await updatePayment(tx, payment.id, { status: 'cancelled', updatedAt: now });
  });
  return { received: true };
}

function payloadOf(rawBody: string): unknown {
  try {
    return JSON.parse(rawBody) as unknown;
  } catch {
    return { raw: rawBody.slice(0, 10_000) };
  }
}

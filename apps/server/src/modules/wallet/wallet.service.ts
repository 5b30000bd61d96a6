import {
  WALLET_CREDIT_PACKAGES,
  WALLET_CREDIT_PRICE_CENTS,
  WALLET_CURRENCIES,
  WALLET_HISTORY_START,
  WALLET_MAX_CREDITS,
  WALLET_MIN_CREDITS,
  type WALLET_TRACK_EVENTS,
  type WalletCurrency,
  type WalletMovementItem,
  type WalletRates,
  type WalletServiceInvoice,
  type WalletStatement,
} from '@trilha/contract';
import { DAY } from '../../platform/clock.ts';
import { UUID_PATTERN } from '../../platform/db/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { WorkspaceAccess } from '../../platform/http/workspace-access.ts';
import { idempotent } from './idempotency.ts';
import { balanceOf, insertMovement, type LedgerRestrict, ledger, type MovementRow, pendingSlips } from './ledger.data.ts';
import { assertMayPay, isExempt, type PayingRequest, toPayment, toSavedCard } from './payments.service.ts';
import { pixOffered } from './pix.service.ts';
import { paymentProviders } from './providers/index.ts';
import {
  countServiceInvoices,
  findSavedCard,
  insertTrackEvent,
  listSavedCards,
  listServiceInvoices,
  lockVoucher,
  redeemVoucher,
  removeSavedCard,
} from './wallet.data.ts';

/** With no `to`, the period runs to the end of the ledger. */
const END_OF_TIME = new Date('2100-01-01T00:00:00.000Z');

const toMovement = (row: MovementRow): WalletMovementItem => ({
  id: row.id,
  occurredAt: row.occurredAt.toISOString(),
  direction: row.direction as WalletMovementItem['direction'],
  description: row.description,
  credits: row.credits,
  valueCents: row.valueCents,
  currency: row.currency as WalletCurrency | null,
  source: row.source as WalletMovementItem['source'],
});

/** `GET /v1/-/wallet`: the balance, the period's totals and a page of its movements, newest first. */
export async function walletStatement(
  deps: Deps,
  access: WorkspaceAccess,
  query: { from?: string; to?: string; restrict?: 'credit' | 'debit'; page: number; limit: number },
): Promise<WalletStatement> {
  const from = new Date(`${query.from ?? WALLET_HISTORY_START}T00:00:00.000Z`);
  // `to` is a day: the period includes it whole
  const to = query.to ? new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + DAY) : END_OF_TIME;
  const restrict: LedgerRestrict = query.restrict ?? 'all';
  const [result, pending] = await Promise.all([
    ledger(deps.db, access.workspace.id, { restrict, from, to, page: query.page, limit: query.limit }),
    pendingSlips(deps.db, access.workspace.id),
  ]);
  return {
    balance: result.balance,
    pending: pending.map(toPayment),
    totals: { credits: result.credits, debits: result.debits },
    items: result.rows.map(toMovement),
    page: query.page,
    limit: query.limit,
    total: result.total,
  };
}

export function walletRates(deps: Deps, access: WorkspaceAccess): WalletRates {
  const card = paymentProviders(deps.config).card;
  return {
    prices: WALLET_CURRENCIES.map((currency) => ({ currency, creditPriceCents: WALLET_CREDIT_PRICE_CENTS[currency] })),
    packages: [...WALLET_CREDIT_PACKAGES],
    minCredits: WALLET_MIN_CREDITS,
    maxCredits: WALLET_MAX_CREDITS,
    companyStatus: access.workspace.status === 'test' ? 'test' : 'regular',
    paymentExemption: isExempt(access),
    cardProvider: { name: card.name, tokenizeUrl: card.card.tokenizeUrl, publishableKey: card.card.publishableKey },
    pixOffered: pixOffered(deps),
  };
}

/**
 * Redeems a voucher: unknown codes and codes restricted to another company are not found; a used one stays used;
 * an expired one is refused. Its credits enter the ledger in the same transaction.
 */
export async function addVoucher(deps: Deps, request: PayingRequest, body: { voucher: string }) {
  const { access, payer } = request;
  assertMayPay(access);
  const workspaceId = access.workspace.id;
  return idempotent(deps, workspaceId, request.key, request.route, body, async (tx) => {
    const code = body.voucher.trim().toUpperCase();
    const now = deps.clock.now();
    const voucher = await lockVoucher(tx, code);
    if (!voucher || (voucher.workspaceId !== null && voucher.workspaceId !== workspaceId)) throw new AppError('wallet.voucher_not_found');
    if (voucher.redeemedAt) throw new AppError('wallet.voucher_used');
    if (voucher.expiresAt <= now) throw new AppError('wallet.voucher_expired');
    await redeemVoucher(tx, code, workspaceId, payer.id, now);
    await insertMovement(tx, {
      workspaceId,
      direction: 'credit',
      credits: voucher.credits,
      description: `Voucher ${code}`,
      source: 'voucher',
      voucherCode: code,
      createdBy: payer.id,
      occurredAt: now,
    });
    return { ok: { credits: voucher.credits, balance: await balanceOf(tx, workspaceId) } };
  });
}

export async function listCards(deps: Deps, access: WorkspaceAccess) {
  return { items: (await listSavedCards(deps.db, access.workspace.id)).map(toSavedCard) };
}

/** Removes a saved card (`token` is its id as listed) and lets the provider forget it. */
export async function deleteCard(deps: Deps, access: WorkspaceAccess, body: { token: string }): Promise<null> {
  const card = UUID_PATTERN.test(body.token) ? await findSavedCard(deps.db, access.workspace.id, body.token) : null;
  if (!card) throw new AppError('wallet.card_not_found');
  await removeSavedCard(deps.db, card.id, deps.clock.now());
  const provider = paymentProviders(deps.config).card;
  if (card.provider === provider.name) await provider.forgetCard(card.token);
  return null;
}

export async function listInvoices(
  deps: Deps,
  access: WorkspaceAccess,
  query: { page: number; limit: number },
): Promise<{ items: WalletServiceInvoice[]; page: number; limit: number; total: number }> {
  const total = await countServiceInvoices(deps.db, access.workspace.id);
  // the invoices of one company are few: a plain offset over service_invoices_list_idx
  const offset = (query.page - 1) * query.limit;
  const rows = offset < total ? await listServiceInvoices(deps.db, access.workspace.id, query.limit, offset) : [];
  return {
    items: rows.map(({ invoice, payment }) => ({
      id: invoice.id,
      service: invoice.service,
      description: invoice.description,
      currency: invoice.currency as WalletCurrency,
      amountCents: invoice.amountCents,
      dueDate: invoice.dueDate,
      status: invoice.status as WalletServiceInvoice['status'],
      payment: payment ? toPayment(payment) : null,
    })),
    page: query.page,
    limit: query.limit,
    total,
  };
}

export async function trackEvent(
  deps: Deps,
  access: WorkspaceAccess,
  userId: string,
  body: { event: (typeof WALLET_TRACK_EVENTS)[number]; data: Record<string, unknown> },
): Promise<null> {
  await insertTrackEvent(deps.db, {
    workspaceId: access.workspace.id,
    userId,
    event: body.event,
    data: body.data,
    createdAt: deps.clock.now(),
  });
  return null;
}

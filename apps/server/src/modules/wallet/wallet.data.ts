import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { payments, paymentWebhookEvents, savedCards, serviceInvoices, vouchers, walletTrackEvents } from '../../db/schema/index.ts';
import type { Queryable, Tx } from '../../platform/db/connect.ts';
import type { PaymentRow } from './ledger.data.ts';

export type SavedCardRow = typeof savedCards.$inferSelect;
export type VoucherRow = typeof vouchers.$inferSelect;
export type ServiceInvoiceRow = typeof serviceInvoices.$inferSelect;

// ---------------------------------------------------------------------------------------------------------------
// Saved cards

export async function listSavedCards(q: Queryable, workspaceId: string): Promise<SavedCardRow[]> {
  return q
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.workspaceId, workspaceId), isNull(savedCards.removedAt)))
    .orderBy(desc(savedCards.createdAt))
    .limit(50);
}

export async function findSavedCard(q: Queryable, workspaceId: string, id: string): Promise<SavedCardRow | null> {
  const [row] = await q
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.workspaceId, workspaceId), eq(savedCards.id, id), isNull(savedCards.removedAt)));
  return row ?? null;
}

/** Keeps a card's token; the same token saved again is the same card. */
export async function saveCard(q: Queryable, values: typeof savedCards.$inferInsert): Promise<SavedCardRow | null> {
  const [row] = await q
    .insert(savedCards)
    .values(values)
    .onConflictDoUpdate({ target: [savedCards.provider, savedCards.token], set: { removedAt: null } })
    .returning();
  return row ?? null;
}

export async function removeSavedCard(q: Queryable, id: string, now: Date): Promise<void> {
  await q.update(savedCards).set({ removedAt: now }).where(eq(savedCards.id, id));
}

// ---------------------------------------------------------------------------------------------------------------
// Vouchers

export async function lockVoucher(tx: Tx, code: string): Promise<VoucherRow | null> {
  const [row] = await tx.select().from(vouchers).where(eq(vouchers.code, code)).for('update');
  return row ?? null;
}

/** A new voucher, redeemable once (by `workspaceId` alone when given). */
export async function insertVoucher(
  q: Queryable,
  voucher: { code: string; credits: number; expiresAt: Date; workspaceId: string | null; createdAt: Date },
): Promise<void> {
  await q.insert(vouchers).values(voucher);
}

export async function redeemVoucher(q: Queryable, code: string, workspaceId: string, userId: string, now: Date): Promise<void> {
  await q.update(vouchers).set({ redeemedWorkspaceId: workspaceId, redeemedBy: userId, redeemedAt: now }).where(eq(vouchers.code, code));
}

// ---------------------------------------------------------------------------------------------------------------
// Service invoices

export async function countServiceInvoices(q: Queryable, workspaceId: string): Promise<number> {
  const [row] = await q
    .select({ total: sql<number>`count(*)::int` })
    .from(serviceInvoices)
    .where(eq(serviceInvoices.workspaceId, workspaceId));
  return row?.total ?? 0;
}

/** A page of the company's invoices, latest due date first (service_invoices_list_idx), with each one's payment. */
export async function listServiceInvoices(
  q: Queryable,
  workspaceId: string,
  limit: number,
  offset: number,
): Promise<{ invoice: ServiceInvoiceRow; payment: PaymentRow | null }[]> {
  return q
    .select({ invoice: serviceInvoices, payment: payments })
    .from(serviceInvoices)
    .leftJoin(payments, eq(payments.id, serviceInvoices.paymentId))
    .where(eq(serviceInvoices.workspaceId, workspaceId))
    .orderBy(desc(serviceInvoices.dueDate), desc(serviceInvoices.id))
    .limit(limit)
    .offset(offset);
}

export async function lockServiceInvoice(tx: Tx, workspaceId: string, id: string): Promise<ServiceInvoiceRow | null> {
  const [row] = await tx
    .select()
    .from(serviceInvoices)
    .where(and(eq(serviceInvoices.workspaceId, workspaceId), eq(serviceInvoices.id, id)))
    .for('update');
  return row ?? null;
}

export async function setInvoicePayment(q: Queryable, id: string, paymentId: string): Promise<void> {
  await q.update(serviceInvoices).set({ paymentId }).where(eq(serviceInvoices.id, id));
}

export async function markInvoicePaid(q: Queryable, id: string): Promise<void> {
  await q
    .update(serviceInvoices)
    .set({ status: 'paid' })
    .where(and(eq(serviceInvoices.id, id), eq(serviceInvoices.status, 'open')));
}

// ---------------------------------------------------------------------------------------------------------------
// Track events and provider notifications

export async function insertTrackEvent(q: Queryable, values: typeof walletTrackEvents.$inferInsert): Promise<void> {
  await q.insert(walletTrackEvents).values(values);
}

/** Records a notification; false when its event id was already handled (nothing else changes then). */
export async function recordWebhookEvent(q: Queryable, values: typeof paymentWebhookEvents.$inferInsert): Promise<boolean> {
  const rows = await q
    .insert(paymentWebhookEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId });
  return rows.length > 0;
}

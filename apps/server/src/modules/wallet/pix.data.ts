import { and, eq, inArray, lt } from 'drizzle-orm';
import { payments, pixCharges } from '../../db/schema/index.ts';
import type { Queryable, Tx } from '../../platform/db/connect.ts';
import type { PaymentRow } from './ledger.data.ts';

export type PixChargeRow = typeof pixCharges.$inferSelect;

export async function insertPixCharge(q: Queryable, values: typeof pixCharges.$inferInsert): Promise<void> {
  await q.insert(pixCharges).values(values);
}

/** A company's charge with its payment (the charge's primary key), or null when it is another company's. */
export async function findPixCharge(
  q: Queryable,
  workspaceId: string,
  paymentId: string,
): Promise<{ charge: PixChargeRow; payment: PaymentRow } | null> {
  const [row] = await q
    .select({ charge: pixCharges, payment: payments })
    .from(pixCharges)
    .innerJoin(payments, eq(payments.id, pixCharges.paymentId))
    .where(and(eq(pixCharges.paymentId, paymentId), eq(pixCharges.workspaceId, workspaceId)));
  return row ?? null;
}

/** A charge and its payment by id alone (the sandbox's page: outside production only). */
export async function findPixChargeById(q: Queryable, paymentId: string): Promise<{ charge: PixChargeRow; payment: PaymentRow } | null> {
  const [row] = await q
    .select({ charge: pixCharges, payment: payments })
    .from(pixCharges)
    .innerJoin(payments, eq(payments.id, pixCharges.paymentId))
    .where(eq(pixCharges.paymentId, paymentId));
  return row ?? null;
}

/** The charge of a payment whose row the caller has locked (lockPayment). */
export async function pixChargeOf(tx: Tx, paymentId: string): Promise<PixChargeRow | null> {
  const [row] = await tx.select().from(pixCharges).where(eq(pixCharges.paymentId, paymentId));
  return row ?? null;
}

/** The charge a PSP's notification names (pix_charges_txid_key). */
export async function findPixChargeByTxid(q: Queryable, txid: string): Promise<PixChargeRow | null> {
  const [row] = await q.select().from(pixCharges).where(eq(pixCharges.txid, txid));
  return row ?? null;
}

export async function markPixChargePaid(tx: Tx, paymentId: string, endToEndId: string, paidAt: Date): Promise<void> {
  await tx.update(pixCharges).set({ endToEndId, paidAt }).where(eq(pixCharges.paymentId, paymentId));
}

/**
 * Pix payments still waiting whose charge expired before `before`: cancelled by the clock (payments_open_idx, then
 * each charge by its primary key).
 */
export async function cancelExpiredPix(q: Queryable, before: Date, now: Date): Promise<number> {
  const rows = await q
    .update(payments)
    .set({ status: 'cancelled', updatedAt: now })
    .where(
      and(
        eq(payments.status, 'request'),
        eq(payments.method, 'pix'),
        inArray(payments.id, q.select({ id: pixCharges.paymentId }).from(pixCharges).where(lt(pixCharges.expiresAt, before))),
      ),
    )
    .returning({ id: payments.id });
  return rows.length;
}

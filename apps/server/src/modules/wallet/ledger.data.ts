import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { creditMovements, idempotencyKeys, payments } from '../../db/schema/index.ts';
import type { Queryable, Tx } from '../../platform/db/connect.ts';
import { readPage } from '../../platform/db/list-page.ts';
import { statement } from '../../platform/db/statements.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type NewMovement = typeof creditMovements.$inferInsert;
export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;
export type LedgerRestrict = 'all' | 'credit' | 'debit';

export interface MovementRow {
  id: string;
  occurredAt: Date;
  direction: string;
  description: string;
  credits: number;
  valueCents: number | null;
  currency: string | null;
  source: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Idempotency: a transaction-scoped advisory lock on (company, key) serialises identical requests; the first one
// stores its answer in the same transaction, so every later one finds it.

export async function lockIdempotencyKey(tx: Tx, workspaceId: string, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`wallet:${workspaceId}:${key}`}, 0))`);
}

export async function findIdempotencyKey(q: Queryable, workspaceId: string, key: string): Promise<IdempotencyRow | null> {
  const [row] = await q
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.workspaceId, workspaceId), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

/** Forgets the answers of keys older than `before` (idempotency_keys_created_idx). */
export async function forgetIdempotencyKeys(q: Queryable, before: Date): Promise<void> {
  await q.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}

export async function saveIdempotencyKey(q: Queryable, row: typeof idempotencyKeys.$inferInsert): Promise<void> {
  await q.insert(idempotencyKeys).values(row);
}

// ---------------------------------------------------------------------------------------------------------------
// Payments

export async function insertPayment(q: Queryable, values: NewPayment): Promise<PaymentRow> {
  const [row] = await q.insert(payments).values(values).returning();
  if (!row) throw new Error('payment not inserted');
  return row;
}

export async function updatePayment(q: Queryable, id: string, patch: Partial<NewPayment>): Promise<PaymentRow> {
  const [row] = await q.update(payments).set(patch).where(eq(payments.id, id)).returning();
  if (!row) throw new Error('payment not found');
  return row;
}

/** A payment locked for a change of status (the job, a webhook and a request may race). */
export async function lockPayment(tx: Tx, id: string): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row ?? null;
}

export async function lockPaymentByRef(tx: Tx, provider: string, ref: string): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, ref)))
    .for('update');
  return row ?? null;
}

/** Payments still in status request, oldest first (payments_open_idx), of the given methods. */
export async function openPayments(q: Queryable, methods: string[], limit: number): Promise<PaymentRow[]> {
  return q
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'request'), inArray(payments.method, methods)))
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}

/** The company's credit purchases by bank slip still waiting, newest first (payments_list_idx). */
export async function pendingSlips(q: Queryable, workspaceId: string): Promise<PaymentRow[]> {
  return q
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.workspaceId, workspaceId),
        eq(payments.status, 'request'),
        eq(payments.purpose, 'credits'),
        inArray(payments.method, ['boleto', 'pjbank']),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(5);
}

/** Open PayPal-like orders created before `before` (never approved): cancelled by the clock. */
export async function cancelStaleOrders(q: Queryable, before: Date, now: Date): Promise<number> {
  const rows = await q
    .update(payments)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(payments.status, 'request'), eq(payments.method, 'paypal'), lt(payments.createdAt, before)))
    .returning({ id: payments.id });
  return rows.length;
}

// ---------------------------------------------------------------------------------------------------------------
// The ledger: rows are only ever inserted (a trigger refuses update and delete).

/** Adds a movement; a payment's movement is added at most once (credit_movements_payment_key). */
export async function insertMovement(q: Queryable, values: NewMovement): Promise<boolean> {
  const rows = await q.insert(creditMovements).values(values).onConflictDoNothing().returning({ id: creditMovements.id });
  return rows.length > 0;
}

const balanceStatement = statement<[workspaceId: string], { balance: number }>(
  'wallet.balance',
  `select coalesce(sum(case when direction = 'credit' then credits else -credits end), 0)::int as balance
   from credit_movements where workspace_id = $1`,
);

export async function balanceOf(q: Queryable, workspaceId: string): Promise<number> {
  const [row] = await balanceStatement.run(q, workspaceId);
  return row?.balance ?? 0;
}

const RESTRICT_SQL: Record<LedgerRestrict, string> = {
  all: '',
  credit: ` and direction = 'credit'`,
  debit: ` and direction = 'debit'`,
};

const MOVEMENT_COLUMNS = `m.id, m.occurred_at as "occurredAt", m.direction, m.description, m.credits,
  m.value_cents as "valueCents", m.currency, m.source`;

/**
 * A page of a period's movements, newest first: ids from credit_movements_list_idx (all) or
 * credit_movements_direction_idx (one direction), then those rows; one fixed statement per filter and direction.
 */
const ledgerPage = (restrict: LedgerRestrict, direction: 'asc' | 'desc') =>
  statement<[workspaceId: string, from: Date, to: Date, limit: number, offset: number], MovementRow>(
    `wallet.ledger_${restrict}_${direction === 'desc' ? 'newest' : 'oldest'}`,
    `select ${MOVEMENT_COLUMNS}
     from (select id, occurred_at from credit_movements
           where workspace_id = $1${RESTRICT_SQL[restrict]} and occurred_at >= $2 and occurred_at < $3
           order by occurred_at ${direction}, id ${direction} limit $4 offset $5) page
     join credit_movements m on m.id = page.id
     order by m.occurred_at ${direction}, m.id ${direction}`,
  );
const ledgerPages = Object.fromEntries(
  (Object.keys(RESTRICT_SQL) as LedgerRestrict[]).map((restrict) => [
    restrict,
    { newest: ledgerPage(restrict, 'desc'), oldest: ledgerPage(restrict, 'asc') },
  ]),
) as Record<LedgerRestrict, { newest: ReturnType<typeof ledgerPage>; oldest: ReturnType<typeof ledgerPage> }>;

/** The period's count (of the filter), credits and debits, and the company's whole balance, in one statement. */
const ledgerTotals = statement<
  [workspaceId: string, from: Date, to: Date, restrict: LedgerRestrict],
  { total: number; credits: number; debits: number; balance: number }
>(
  'wallet.ledger_totals',
  `select
     (count(*) filter (where occurred_at >= $2 and occurred_at < $3 and ($4 = 'all' or direction = $4)))::int as total,
     coalesce(sum(credits) filter (where occurred_at >= $2 and occurred_at < $3 and direction = 'credit' and $4 <> 'debit'), 0)::int as credits,
     coalesce(sum(credits) filter (where occurred_at >= $2 and occurred_at < $3 and direction = 'debit' and $4 <> 'credit'), 0)::int as debits,
     coalesce(sum(case when direction = 'credit' then credits else -credits end), 0)::int as balance
   from credit_movements where workspace_id = $1`,
);

export async function ledger(
  q: Queryable,
  workspaceId: string,
  options: { restrict: LedgerRestrict; from: Date; to: Date; page: number; limit: number },
): Promise<{ rows: MovementRow[]; total: number; credits: number; debits: number; balance: number }> {
  const [totals] = await ledgerTotals.run(q, workspaceId, options.from, options.to, options.restrict);
  const summary = totals ?? { total: 0, credits: 0, debits: 0, balance: 0 };
  const pages = ledgerPages[options.restrict];
  const rows = await readPage(summary.total, options.page, options.limit, ({ limit, offset, backwards }) =>
    (backwards ? pages.oldest : pages.newest).run(q, workspaceId, options.from, options.to, limit, offset),
  );
  return { rows, ...summary };
}

/** The SQL of the newest-first page statement (the plan test explains it). */
export const ledgerPageSql = (restrict: LedgerRestrict) => ledgerPages[restrict].newest.text;

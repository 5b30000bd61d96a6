import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { workspaces } from './workspaces.ts';

/**
 * A payment asked of a provider: `purpose` credits (buys `credits`) or service (pays
 * a service invoice); `method` card | boleto | pjbank | paypal; `status` request → concluded | error | cancelled.
 * `provider_ref` is the provider's id of the charge (unique per provider, so a notification finds its payment);
 * `provider_data` what the screen shows (bank slip line and link, PayPal approval link). Amounts in cents of `currency`.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    method: text('method').notNull(),
    provider: text('provider').notNull(),
    status: text('status').notNull().default('request'),
    currency: text('currency').notNull(),
    amountCents: integer('amount_cents').notNull(),
    credits: integer('credits'),
    serviceInvoiceId: uuid('service_invoice_id'),
    description: text('description').notNull(),
    providerRef: text('provider_ref'),
    providerData: jsonb('provider_data').$type<Record<string, unknown>>(),
    errorCode: text('error_code'),
    cardId: uuid('card_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** bank slips: registered by the bank (within 2 hours), then paid, then cleared (credits up to 2 days after) */
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    concludedAt: timestamp('concluded_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payments_list_idx').on(t.workspaceId, t.createdAt, t.id),
    index('payments_open_idx').on(t.createdAt).where(sql`status = 'request'`),
    uniqueIndex('payments_provider_ref_key').on(t.provider, t.providerRef),
  ],
);

/**
 * A Pix charge: one per payment (method pix), its BR Code made with `txid` (unique: a PSP's notification names it),
 * valid until `expires_at` (30 minutes). `end_to_end_id` is the Pix that paid it (unique: one Pix pays one charge).
 * The payment concludes, and credits once (credit_movements_payment_key), when the charge is paid.
 */
export const pixCharges = pgTable(
  'pix_charges',
  {
    paymentId: uuid('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    txid: text('txid').notNull(),
    brCode: text('br_code').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endToEndId: text('end_to_end_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('pix_charges_txid_key').on(t.txid), uniqueIndex('pix_charges_end_to_end_key').on(t.endToEndId)],
);

/**
 * The credit ledger: every movement an immutable row (a trigger refuses update and
 * delete, except the cascades of a deleted company or user); a company's balance is the sum of its rows, never a counter edited in place. `direction` credit | debit,
 * `credits` always positive; `source` purchase | voucher | service | usage | adjustment. A payment credits at most
 * once (unique index), whatever path concludes it (the request, a webhook, the clock).
 */
export const creditMovements = pgTable(
  'credit_movements',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    direction: text('direction').notNull(),
    credits: integer('credits').notNull(),
    /** what was paid for it, in cents of `currency`; null when nothing was paid (voucher, usage) */
    valueCents: integer('value_cents'),
    currency: text('currency'),
    description: text('description').notNull(),
    source: text('source').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id),
    voucherCode: text('voucher_code'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('credit_movements_list_idx').on(t.workspaceId, t.occurredAt, t.id),
    index('credit_movements_direction_idx').on(t.workspaceId, t.direction, t.occurredAt, t.id),
    uniqueIndex('credit_movements_payment_key').on(t.paymentId),
  ],
);

/**
 * Idempotency of payment requests: the first request with a key stores its body's hash and, once done, its answer;
 * the same key and body get that answer again, another body a 409. `status_code` is null while the first one runs.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** A card saved as the provider's token only; the number never reaches the server. */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    token: text('token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    holder: text('holder').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('saved_cards_token_key').on(t.provider, t.token), index('saved_cards_list_idx').on(t.workspaceId, t.createdAt)],
);

/** Vouchers: single-use, expiring codes worth credits; `workspace_id` restricts one to a company. */
export const vouchers = pgTable('vouchers', {
  code: text('code').primaryKey(),
  credits: integer('credits').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
  redeemedWorkspaceId: uuid('redeemed_workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
  redeemedBy: uuid('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
  redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Services a company is billed for outside credits (`/admin-center/payment/service-payment`): open until paid. */
export const serviceInvoices = pgTable(
  'service_invoices',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    service: text('service').notNull(),
    description: text('description').notNull(),
    currency: text('currency').notNull(),
    amountCents: integer('amount_cents').notNull(),
    dueDate: date('due_date').notNull(),
    /** open | paid | cancelled */
    status: text('status').notNull().default('open'),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('service_invoices_list_idx').on(t.workspaceId, t.dueDate, t.id)],
);

/** Provider notifications already handled (webhooks are idempotent: a repeated event id changes nothing). */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** `POST /v1/-/notify/track`: what the payment screens report (a plan viewed, a purchase started), for the sales team. */
export const walletTrackEvents = pgTable(
  'wallet_track_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    event: text('event').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('wallet_track_events_idx').on(t.workspaceId, t.createdAt)],
);

import { and, eq } from 'drizzle-orm';
import { invites } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';
import { readPage } from '../../platform/db/list-page.ts';
import { statement } from '../../platform/db/statements.ts';

export type InviteRow = typeof invites.$inferSelect;
export type InviteFilter = 'all' | 'pending' | 'expired' | 'completed';

/** An invite by its id, which is also the token of its link, so the workspace is not known yet. */
export async function findInviteById(q: Queryable, id: string): Promise<InviteRow | null> {
  const [invite] = await q.select().from(invites).where(eq(invites.id, id));
  return invite ?? null;
}

const INVITE_COLUMNS = `i.id, i.workspace_id as "workspaceId", i.email, i.role, i.status, i.invited_by as "invitedBy",
  i.created_at as "createdAt", i.last_sent_at as "lastSentAt", i.expires_at as "expiresAt", i.responded_at as "respondedAt"`;

// $2 is the current time (from the clock module): PENDING invites past their expiry are "expired". Filters that do
// not compare with it still name it (`$2::timestamptz is not null`), since PostgreSQL must know every parameter's type.
const FILTER_SQL: Record<InviteFilter, string> = {
  all: '',
  pending: ` and status = 'PENDING' and expires_at > $2`,
  expired: ` and (status = 'EXPIRED' or (status = 'PENDING' and expires_at <= $2))`,
  completed: ` and status = 'COMPLETED'`,
};

/**
 * A page of invite ids, newest first, from invites_list_idx alone (status and expiry are in the index), then those
 * rows. One fixed statement per filter and direction (see readPage).
 */
const invitePage = (filter: InviteFilter, direction: 'asc' | 'desc') =>
  statement<[workspaceId: string, now: Date, limit: number, offset: number], InviteRow>(
    `invites.page_${filter}_${direction === 'desc' ? 'newest' : 'oldest'}`,
    `select ${INVITE_COLUMNS}
     from (select id from invites where workspace_id = $1${FILTER_SQL[filter]} and $2::timestamptz is not null
           order by created_at ${direction}, id ${direction} limit $3 offset $4) page
     join invites i on i.id = page.id
     order by i.created_at ${direction}, i.id ${direction}`,
  );
const invitePages = Object.fromEntries(
  (Object.keys(FILTER_SQL) as InviteFilter[]).map((filter) => [
    filter,
    { newest: invitePage(filter, 'desc'), oldest: invitePage(filter, 'asc') },
  ]),
) as Record<InviteFilter, { newest: ReturnType<typeof invitePage>; oldest: ReturnType<typeof invitePage> }>;

/** Totals of every filter from list_counts, plus the PENDING invites past expiry (invites_pending_expiry_idx). */
const inviteTotals = statement<[workspaceId: string, now: Date], Record<InviteFilter | 'lapsed', number>>(
  'invites.totals',
  `select coalesce(sum(rows), 0)::int as "all",
     coalesce(sum(rows) filter (where bucket = 'PENDING'), 0)::int as pending,
     coalesce(sum(rows) filter (where bucket = 'EXPIRED'), 0)::int as expired,
     coalesce(sum(rows) filter (where bucket = 'COMPLETED'), 0)::int as completed,
     (select count(*) from invites where workspace_id = $1 and status = 'PENDING' and expires_at <= $2)::int as lapsed
   from list_counts where list = 'invites' and workspace_id = $1`,
);

async function countInvites(q: Queryable, workspaceId: string, filter: InviteFilter, now: Date): Promise<number> {
  const [totals] = await inviteTotals.run(q, workspaceId, now);
  if (!totals) return 0;
  if (filter === 'pending') return totals.pending - totals.lapsed;
  if (filter === 'expired') return totals.expired + totals.lapsed;
  return totals[filter];
}

/** One page of a workspace's invites, newest first, with the total; "expired" counts PENDING invites past their expiry. */
export async function listInviteRows(
  q: Queryable,
  workspaceId: string,
  options: { filter: InviteFilter; page: number; limit: number; now: Date },
): Promise<{ rows: InviteRow[]; total: number }> {
  const total = await countInvites(q, workspaceId, options.filter, options.now);
  const pages = invitePages[options.filter];
  const rows = await readPage(total, options.page, options.limit, ({ limit, offset, backwards }) =>
    (backwards ? pages.oldest : pages.newest).run(q, workspaceId, options.now, limit, offset),
  );
  return { rows, total };
}

export async function findPendingInvite(q: Queryable, workspaceId: string, email: string): Promise<InviteRow | null> {
  const [pending] = await q
    .select()
    .from(invites)
    .where(and(eq(invites.workspaceId, workspaceId), eq(invites.email, email), eq(invites.status, 'PENDING')));
  return pending ?? null;
}

export async function markInviteExpired(q: Queryable, workspaceId: string, inviteId: string): Promise<void> {
  await q
    .update(invites)
    .set({ status: 'EXPIRED' })
    .where(and(eq(invites.workspaceId, workspaceId), eq(invites.id, inviteId)));
}

export async function insertInvite(q: Queryable, values: typeof invites.$inferInsert): Promise<InviteRow | undefined> {
  const [invite] = await q.insert(invites).values(values).returning();
  return invite;
}

/**
 * Sends an invite again from `now`; null when another resend got there first, since the
 * lastSentAt condition makes two resends at once send one e-mail.
 */
export async function renewInvite(q: Queryable, invite: InviteRow, now: Date, expiresAt: Date): Promise<InviteRow | null> {
  const [renewed] = await q
    .update(invites)
    .set({ status: 'PENDING', lastSentAt: now, expiresAt })
    .where(and(eq(invites.workspaceId, invite.workspaceId), eq(invites.id, invite.id), eq(invites.lastSentAt, invite.lastSentAt)))
    .returning();
  return renewed ?? null;
}

/** Cancels the pending invite of an e-mail; null when there is none. */
export async function cancelPendingInvite(q: Queryable, workspaceId: string, email: string, now: Date): Promise<InviteRow | null> {
  const [canceled] = await q
    .update(invites)
    .set({ status: 'CANCELED', respondedAt: now })
    .where(and(eq(invites.workspaceId, workspaceId), eq(invites.email, email), eq(invites.status, 'PENDING')))
    .returning();
  return canceled ?? null;
}

/** Records the answer to a PENDING invite; false when it was no longer PENDING. */
export async function answerInvite(q: Queryable, invite: InviteRow, status: 'COMPLETED' | 'REFUSED', now: Date): Promise<boolean> {
  const [answered] = await q
    .update(invites)
    .set({ status, respondedAt: now })
    .where(and(eq(invites.workspaceId, invite.workspaceId), eq(invites.id, invite.id), eq(invites.status, 'PENDING')))
    .returning({ id: invites.id });
  return Boolean(answered);
}

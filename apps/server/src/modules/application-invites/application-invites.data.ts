import { and, eq } from 'drizzle-orm';
import { applicationInvites } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';
import { statement } from '../../platform/db/statements.ts';

/** An invite to apply as the services read it. */
export interface ApplicationInviteRecord {
  id: string;
  positionId: string;
  workspaceId: string;
  userId: string | null;
  email: string | null;
  /** the invited user's e-mail and name (user invites) */
  userEmail: string | null;
  userName: string | null;
  message: string | null;
  status: 'pending' | 'accepted' | 'rejected' | 'cancelled';
  feedback: string | null;
  expiresAt: Date | null;
  answeredAt: Date | null;
  usedBy: string | null;
  createdAt: Date;
}

const COLUMNS = `i.id, i.position_id as "positionId", i.workspace_id as "workspaceId", i.user_id as "userId", i.email,
  u.email as "userEmail", u.name as "userName", i.message, i.status, i.feedback, i.expires_at as "expiresAt",
  i.answered_at as "answeredAt", i.used_by as "usedBy", i.created_at as "createdAt"`;
const FROM = 'from application_invites i left join users u on u.id = i.user_id';

const byId = statement<[string], ApplicationInviteRecord>('application_invites.by_id', `select ${COLUMNS} ${FROM} where i.id = $1::uuid`);
export const findInviteById = async (q: Queryable, id: string) => (await byId.run(q, id))[0] ?? null;

const byHash = statement<[string], ApplicationInviteRecord>(
  'application_invites.by_hash',
  `select ${COLUMNS} ${FROM} where i.token_hash = $1`,
);
export const findInviteByHash = async (q: Queryable, hash: string) => (await byHash.run(q, hash))[0] ?? null;

const ofPosition = statement<[string], ApplicationInviteRecord>(
  'application_invites.of_position',
  `select ${COLUMNS} ${FROM} where i.position_id = $1::uuid order by i.created_at desc, i.id limit 500`,
);
export const listPositionInviteRows = (q: Queryable, positionId: string) => ofPosition.run(q, positionId);

/** An application the person made to the position and still holds: given-up and deleted ones do not count. */
const APPLIED = `select 1 from applications a where a.user_id = $U and a.position_id = $P
  and a.deleted_at is null and a.status <> 'given_up'`;

const pendingOfUser = statement<[string], ApplicationInviteRecord>(
  'application_invites.pending_of_user',
  `select ${COLUMNS} ${FROM}
   join positions p on p.id = i.position_id
   where i.user_id = $1::uuid and i.status = 'pending' and p.status = 'active'
     and not exists (${APPLIED.replace('$U', 'i.user_id').replace('$P', 'i.position_id')})
   order by i.created_at desc, i.id limit 100`,
);
export const listPendingUserInvites = (q: Queryable, userId: string) => pendingOfUser.run(q, userId);

const applied = statement<[string, string], { applied: boolean }>(
  'application_invites.applied',
  `select exists (${APPLIED.replace('$U', '$1::uuid').replace('$P', '$2::uuid')}) as applied`,
);
/** Whether the person already applied to the position (an invite would offer what already happened). */
export const hasApplied = async (q: Queryable, userId: string, positionId: string) =>
  (await applied.run(q, userId, positionId))[0]?.applied ?? false;

const pendingFor = statement<[string, string | null, string | null], { id: string; expiresAt: Date | null }>(
  'application_invites.pending_for',
  `select i.id, i.expires_at as "expiresAt" from application_invites i
   where i.position_id = $1::uuid and i.status = 'pending'
     and (i.user_id = $2::uuid or lower(i.email) = $3)`,
);
/** The pending invites of a position for a user or an e-mail. */
export const findPendingInvites = (q: Queryable, positionId: string, userId: string | null, email: string | null) =>
  pendingFor.run(q, positionId, userId, email);

const userByEmail = statement<[string], { id: string; email: string; name: string; language: string }>(
  'application_invites.user_by_email',
  `select u.id, u.email, u.name, u.language from users u where lower(u.email) = $1 limit 1`,
);
export const findUserByEmail = async (q: Queryable, email: string) => (await userByEmail.run(q, email))[0] ?? null;

interface NewApplicationInvite {
  positionId: string;
  workspaceId: string;
  userId: string | null;
  email: string | null;
  tokenHash: string | null;
  message: string | null;
  expiresAt: Date | null;
  invitedBy: string | null;
  createdAt: Date;
}
export async function insertApplicationInvite(q: Queryable, invite: NewApplicationInvite): Promise<string | null> {
  const [row] = await q.insert(applicationInvites).values(invite).returning({ id: applicationInvites.id });
  return row?.id ?? null;
}

/**
 * Moves a pending invite to its answer; null when it was no longer pending (single use: two answers at once
 * cannot both win).
 */
export async function answerPendingInvite(
  q: Queryable,
  id: string,
  answer: { status: 'accepted' | 'rejected' | 'cancelled'; feedback?: string | null; usedBy?: string | null; at: Date },
): Promise<string | null> {
  const [row] = await q
    .update(applicationInvites)
    .set({ status: answer.status, feedback: answer.feedback ?? null, usedBy: answer.usedBy ?? null, answeredAt: answer.at })
    .where(and(eq(applicationInvites.id, id), eq(applicationInvites.status, 'pending')))
    .returning({ id: applicationInvites.id });
  return row?.id ?? null;
}

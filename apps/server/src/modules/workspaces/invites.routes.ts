import { workspacesApi } from '@trilha/contract';
import { and, desc, eq, gt, lte, or, sql } from 'drizzle-orm';
import { invites, users, workspaceMembers, workspaces } from '../../db/schema/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { route } from '../../platform/http/context.ts';
import { authorizeWorkspace, type WorkspaceRow } from '../../platform/http/workspace-access.ts';
import { inviteMail } from './invite-mail.ts';
import { createInvites, displayedStatus, findInvite, INVITE_TTL_MS, isUniqueViolation, RESEND_COOLDOWN_MS, toInviteItem } from './invites.service.ts';
import { assertVisible, pendingDeletion } from './workspace-guards.ts';
import { isAdministratorRole, summaryFor } from './workspace-summaries.ts';

/** The workspace of an invite, unless it is gone or pending deletion: then the invite is no longer valid. */
async function liveWorkspace(deps: Deps, id: string): Promise<WorkspaceRow> {
  const [workspace] = await deps.db.select().from(workspaces).where(eq(workspaces.id, id));
  if (!workspace || (await pendingDeletion(deps.db, id))) throw new AppError('invite.invalid');
  return workspace;
}

/** Only the addressee may answer an invite; the status decides what else can happen. */
function checkAnswerable(invite: typeof invites.$inferSelect, email: string, now: Date) {
  if (invite.email !== email.toLowerCase()) throw new AppError('invite.email_mismatch');
  const status = displayedStatus(invite, now);
  if (status === 'COMPLETED') throw new AppError('invite.already_accepted');
  if (status === 'REFUSED' || status === 'CANCELED') throw new AppError('invite.invalid');
  if (status === 'EXPIRED') throw new AppError('invite.expired');
}

export const inviteRoutes = [
  route(workspacesApi.createInvites, async ({ deps, access, session, body }) => {
    await assertVisible(deps, access);
    const items = await createInvites(deps, access.workspace, { id: session.user.id, name: session.user.name }, body.invites);
    return { items };
  }),

  route(workspacesApi.listInvites, async ({ deps, access, query }) => {
    await assertVisible(deps, access);
    const now = deps.clock.now();
    const filter = {
      all: undefined,
      pending: and(eq(invites.status, 'PENDING'), gt(invites.expiresAt, now)),
      expired: or(eq(invites.status, 'EXPIRED'), and(eq(invites.status, 'PENDING'), lte(invites.expiresAt, now))),
      completed: eq(invites.status, 'COMPLETED'),
    }[query.filter];
    const where = and(eq(invites.workspaceId, access.workspace.id), filter);
    const [rows, [count]] = await Promise.all([
      deps.db
        .select()
        .from(invites)
        .where(where)
        .orderBy(desc(invites.createdAt), desc(invites.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      deps.db.select({ count: sql<number>`count(*)::int` }).from(invites).where(where),
    ]);
    return { items: rows.map((row) => toInviteItem(row, now)), page: query.page, limit: query.limit, total: count?.count ?? 0 };
  }),

  // The path names the invite, so the permission is checked here, on the invite's workspace.
  route(workspacesApi.resendInvite, async ({ deps, session, params }) => {
    const invite = await findInvite(deps.db, params.id);
    const access = await authorizeWorkspace(deps, session, invite.workspaceId, 'members.invite');
    await assertVisible(deps, access);
    if (invite.status === 'COMPLETED') throw new AppError('invite.already_accepted');
    if (invite.status === 'REFUSED' || invite.status === 'CANCELED') throw new AppError('invite.invalid');
    const now = deps.clock.now();
    if (now.getTime() - invite.lastSentAt.getTime() < RESEND_COOLDOWN_MS) throw new AppError('invite.resend_failed');
    try {
      return await deps.db.transaction(async (tx) => {
        // the lastSentAt condition makes two resends at once send one e-mail
        const [renewed] = await tx
          .update(invites)
          .set({ status: 'PENDING', lastSentAt: now, expiresAt: new Date(now.getTime() + INVITE_TTL_MS) })
          .where(and(eq(invites.id, invite.id), eq(invites.lastSentAt, invite.lastSentAt)))
          .returning();
        if (!renewed) throw new AppError('invite.resend_failed');
        await deps.mailer.enqueue(tx, inviteMail(deps.config, renewed, access.workspace.name, session.user.name));
        return toInviteItem(renewed, now);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('invite.exists');
      throw error;
    }
  }),

  route(workspacesApi.getInvite, async ({ deps, params }) => {
    const invite = await findInvite(deps.db, params.token);
    const workspace = await liveWorkspace(deps, invite.workspaceId);
    const status = displayedStatus(invite, deps.clock.now());
    if (status === 'REFUSED' || status === 'CANCELED') throw new AppError('invite.invalid');
    if (status === 'EXPIRED') throw new AppError('invite.expired');
    const [inviter] = invite.invitedBy ? await deps.db.select({ name: users.name }).from(users).where(eq(users.id, invite.invitedBy)) : [];
    const [existing] = await deps.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${invite.email}`);
    return {
      id: invite.id,
      email: invite.email,
      role: invite.role as 'member',
      status,
      workspace: {
        id: workspace.id,
        name: workspace.name,
        type: workspace.type as 'business',
        subdomain: workspace.subdomain,
        imageUrl: workspace.imageUrl,
        customStyle: workspace.customStyle ?? null,
      },
      inviter: inviter ? { name: inviter.name } : null,
      userExists: Boolean(existing),
    };
  }),

  route(workspacesApi.completeInvite, async ({ deps, session, params }) => {
    const invite = await findInvite(deps.db, params.id);
    const now = deps.clock.now();
    checkAnswerable(invite, session.user.email, now);
    const workspace = await liveWorkspace(deps, invite.workspaceId);
    await deps.db.transaction(async (tx) => {
      const [accepted] = await tx
        .update(invites)
        .set({ status: 'COMPLETED', respondedAt: now })
        .where(and(eq(invites.id, invite.id), eq(invites.status, 'PENDING')))
        .returning({ id: invites.id });
      if (!accepted) throw new AppError('invite.already_accepted');
      // business members accept the company's terms on their first visit; other kinds have none
      await tx
        .insert(workspaceMembers)
        .values({
          workspaceId: workspace.id,
          userId: session.user.id,
          role: invite.role,
          userRole: isAdministratorRole(invite.role) ? 'admin' : 'user',
          tosAcceptedAt: workspace.type === 'business' ? null : now,
          joinedAt: now,
        })
        .onConflictDoNothing();
    });
    const summary = await summaryFor(deps.db, workspace, session.user.id);
    if (!summary) throw new AppError('invite.invalid');
    return { workspace: summary };
  }),

  route(workspacesApi.refuseInvite, async ({ deps, session, params }) => {
    const invite = await findInvite(deps.db, params.id);
    if (invite.status === 'REFUSED' && invite.email === session.user.email.toLowerCase()) return { status: 'REFUSED' as const };
    checkAnswerable(invite, session.user.email, deps.clock.now());
    const [refused] = await deps.db
      .update(invites)
      .set({ status: 'REFUSED', respondedAt: deps.clock.now() })
      .where(and(eq(invites.id, invite.id), eq(invites.status, 'PENDING')))
      .returning({ id: invites.id });
    if (!refused) throw new AppError('invite.already_accepted');
    return { status: 'REFUSED' as const };
  }),
];

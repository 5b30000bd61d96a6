import { companyUserRoleOf } from '@trilha/contract';
import type { Session } from '../../platform/auth/session-lookup.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { answerInvite, findInviteById, type InviteRow } from './invites.data.ts';
import { assertInviteOpen, displayedStatus, findInvite } from './invites.service.ts';
import { insertMembership } from './members.data.ts';
import { findUserByEmail, findUserName } from './users.data.ts';
import { UUID } from './workspace-guards.ts';
import { summaryFor, toPublicWorkspace } from './workspace-summaries.ts';
import { findPendingDeletion, findWorkspaceById, type WorkspaceRow } from './workspaces.data.ts';

/** The workspace of an invite, unless it is gone or pending deletion: then the invite is no longer valid. */
async function liveWorkspace(deps: Deps, id: string): Promise<WorkspaceRow> {
  const workspace = await findWorkspaceById(deps.db, id);
  if (!workspace || (await findPendingDeletion(deps.db, id))) throw new AppError('invite.invalid');
  return workspace;
}

/** Only the addressee may answer an invite; the status decides what else can happen. */
function checkAnswerable(invite: InviteRow, email: string, now: Date) {
  if (invite.email !== email.toLowerCase()) throw new AppError('invite.email_mismatch');
  assertInviteOpen(displayedStatus(invite, now));
}

/** The invite page: what the link offers, to anyone who has it; an accepted invite still shows. */
export async function getInvite(deps: Deps, token: string) {
  const invite = await findInvite(deps.db, token);
  const workspace = await liveWorkspace(deps, invite.workspaceId);
  const status = displayedStatus(invite, deps.clock.now());
  assertInviteOpen(status, ['COMPLETED']);
  const inviterName = invite.invitedBy ? await findUserName(deps.db, invite.invitedBy) : null;
  const existing = await findUserByEmail(deps.db, invite.email);
  return {
    id: invite.id,
    email: invite.email,
    role: invite.role as 'member',
    status,
    workspace: toPublicWorkspace(workspace),
    inviter: inviterName !== null ? { name: inviterName } : null,
    userExists: Boolean(existing),
  };
}

/** Before a sign-up that names an invite: it must be open, unexpired and addressed to the e-mail signing up. */
export async function checkSignUpInvite(deps: Deps, inviteId: string, email: string): Promise<void> {
  const invite = UUID.test(inviteId) ? await findInviteById(deps.db, inviteId) : null;
  if (!invite || ['COMPLETED', 'REFUSED', 'CANCELED'].includes(invite.status)) throw new AppError('invite.invalid');
  if (invite.status === 'EXPIRED' || invite.expiresAt <= deps.clock.now()) throw new AppError('invite.expired');
  if (invite.email.toLowerCase() !== email) throw new AppError('invite.email_mismatch');
}

/** Accepts an invite for the signed-in addressee and returns the workspace as they now see it. */
export async function completeInvite(deps: Deps, session: Session, inviteId: string) {
  const invite = await findInvite(deps.db, inviteId);
  const now = deps.clock.now();
  checkAnswerable(invite, session.user.email, now);
  const workspace = await liveWorkspace(deps, invite.workspaceId);
  await deps.db.transaction(async (tx) => {
    if (!(await answerInvite(tx, invite, 'COMPLETED', now))) throw new AppError('invite.already_accepted');
    // business members accept the company's terms on their first visit; other kinds have none
    await insertMembership(tx, {
      workspaceId: workspace.id,
      userId: session.user.id,
      role: invite.role,
      userRole: companyUserRoleOf(invite.role),
      tosAcceptedAt: workspace.type === 'business' ? null : now,
      joinedAt: now,
    });
  });
  const summary = await summaryFor(deps.db, workspace, session.user.id);
  if (!summary) throw new AppError('invite.invalid');
  return { workspace: summary };
}

/** Refuses an invite; refusing it again is answered the same way. */
export async function refuseInvite(deps: Deps, session: Session, inviteId: string) {
  const invite = await findInvite(deps.db, inviteId);
  if (invite.status === 'REFUSED' && invite.email === session.user.email.toLowerCase()) return { status: 'REFUSED' as const };
  checkAnswerable(invite, session.user.email, deps.clock.now());
  if (!(await answerInvite(deps.db, invite, 'REFUSED', deps.clock.now()))) throw new AppError('invite.already_accepted');
  return { status: 'REFUSED' as const };
}

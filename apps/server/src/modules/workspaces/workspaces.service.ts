import { LANGUAGES } from '@trilha/contract';
import type { Session } from '../../platform/auth/session-lookup.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { findWorkspace, type WorkspaceAccess } from '../../platform/http/workspace-access.ts';
import { listSharedWorkspaceIds, listWorkspaceCardsOfUser } from './members.data.ts';
import { assertVisible, callerSummary, isAdministrator, UUID } from './workspace-guards.ts';
import { findUserId } from './users.data.ts';
import { listUserWorkspaces, summaryFor, toPublicWorkspace } from './workspace-summaries.ts';
import { findPendingDeletion, incrementWorkspaceHits, updateWorkspaceRow } from './workspaces.data.ts';

export async function listMyWorkspaces(deps: Deps, userId: string, type: string | undefined) {
  const items = await listUserWorkspaces(deps.db, userId);
  return { items: type ? items.filter((item) => item.type === type) : items };
}

/** Another user's workspaces: those the caller shares, plus the public ones (personal page, portals). */
export async function listWorkspacesOfUser(deps: Deps, callerId: string, userId: string) {
  if (!UUID.test(userId)) throw notFound();
  const targetId = await findUserId(deps.db, userId);
  if (!targetId) throw notFound();
  const rows = await listWorkspaceCardsOfUser(deps.db, targetId);
  const sharedIds = await listSharedWorkspaceIds(deps.db, callerId, rows.map((row) => row.id));
  return {
    items: rows.filter((row) => row.type !== 'business' || sharedIds.has(row.id)).map((row) => ({ ...row, type: row.type as 'individual' })),
  };
}

export async function getCurrentWorkspace(deps: Deps, access: WorkspaceAccess, userId: string) {
  await assertVisible(deps, access);
  return { workspace: await callerSummary(deps.db, access, userId) };
}

/** A workspace's public page; one pending deletion is shown to its administrators only. */
export async function getWorkspacePage(deps: Deps, session: Session | null, idOrSubdomain: string) {
  const workspace = await findWorkspace(deps, idOrSubdomain);
  if (!workspace) throw new AppError('workspace.not_found');
  const membership = session ? await summaryFor(deps.db, workspace, session.user.id) : null;
  const pending = await findPendingDeletion(deps.db, workspace.id);
  if (pending && !(membership && isAdministrator({ role: membership.role }))) throw new AppError('workspace.not_found');
  return {
    ...toPublicWorkspace(workspace),
    coverImageUrl: workspace.coverImageUrl,
    languages: workspace.languages,
    isCompleted: workspace.isCompleted,
    hits: workspace.hits,
    membership,
  };
}

/** Keeps the chosen languages in the catalogue's order; the default language stays if it is still offered. */
export async function setWorkspaceLanguages(deps: Deps, access: WorkspaceAccess, chosen: readonly string[]) {
  const languages = LANGUAGES.filter((language) => chosen.includes(language));
  const language = languages.includes(access.workspace.language as never) ? access.workspace.language : languages[0];
  await updateWorkspaceRow(deps.db, access.workspace.id, { languages, language });
  return { languages };
}

export async function countWorkspaceHit(deps: Deps, workspaceId: string) {
  if (!UUID.test(workspaceId)) throw new AppError('workspace.not_found');
  const row = await incrementWorkspaceHits(deps.db, workspaceId);
  if (!row) throw new AppError('workspace.not_found');
  return row;
}

/** Support mode exists only for companies: the toggle of the admin center. */
export async function setCompanySupport(deps: Deps, access: WorkspaceAccess, mode: boolean) {
  await assertVisible(deps, access);
  if (access.workspace.type !== 'business') throw new AppError('permission.denied');
  await updateWorkspaceRow(deps.db, access.workspace.id, { allowSupport: mode });
  return { allowSupport: mode };
}

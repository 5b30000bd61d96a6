import { can, LANGUAGES } from '@trilha/contract';
import type { Session } from '../../platform/auth/session-lookup.ts';
import { DAY } from '../../platform/clock.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { WorkspaceAccess } from '../../platform/http/workspace-access.ts';
import { takeAllowance } from '../../platform/throttle.data.ts';
import { actorOf, workspaceResource } from './actor.ts';
import { listSharedWorkspaceIds, listWorkspaceCardsOfUser } from './members.data.ts';
import { findUserId } from './users.data.ts';
import { callerSummary, UUID } from './workspace-guards.ts';
import { listUserWorkspaces, toPublicWorkspace, toWorkspaceSummary } from './workspace-summaries.ts';
import {
  findWorkspaceForCaller,
  findWorkspaceId,
  incrementWorkspaceHits,
  listSupportableWorkspaces,
  updateWorkspaceRow,
} from './workspaces.data.ts';

/** A workspace named by id or subdomain, for its public page (anyone signed in may read its open items). */
export async function workspaceIdOf(deps: Deps, idOrSubdomain: string): Promise<string> {
  const id = await findWorkspaceId(deps.db, idOrSubdomain.toLowerCase());
  if (!id) throw new AppError('workspace.not_found');
  return id;
}

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
  const sharedIds = await listSharedWorkspaceIds(
    deps.db,
    callerId,
    rows.map((row) => row.id),
  );
  return {
    items: rows
      .filter((row) => row.type !== 'business' || sharedIds.has(row.id))
      .map((row) => ({ ...row, type: row.type as 'individual' })),
  };
}

const SUPPORTED_WORKSPACES_LIMIT = 50;

/** Support staff only: the companies whose admin center they may enter. Anyone else is refused. */
export async function listSupportedWorkspaces(deps: Deps, user: { isSupport: boolean }) {
  if (!user.isSupport) throw new AppError('permission.denied');
  const rows = await listSupportableWorkspaces(deps.db, SUPPORTED_WORKSPACES_LIMIT);
  // business workspaces always have a subdomain; one without cannot be reached by /c/:companyDomain
  return { items: rows.flatMap((row) => (row.subdomain ? [{ ...row, subdomain: row.subdomain }] : [])) };
}

export function getCurrentWorkspace(access: WorkspaceAccess) {
  return { workspace: callerSummary(access) };
}

/** A workspace's public page; one pending deletion is shown to its administrators only. */
export async function getWorkspacePage(deps: Deps, session: Session | null, idOrSubdomain: string) {
  const found = await findWorkspaceForCaller(deps.db, idOrSubdomain, session?.user.id ?? null);
  if (!found) throw new AppError('workspace.not_found');
  const { workspace, member, deletionRequest } = found;
  const resource = workspaceResource(workspace, deletionRequest);
  if (resource.pendingDeletion && !can(actorOf(session?.user ?? null, workspace, member), 'workspace.view', resource)) {
    throw new AppError('workspace.not_found');
  }
  const membership = member ? toWorkspaceSummary(workspace, member, deletionRequest) : null;
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

/**
 * Counts a visit to a public page once per visitor (address) per day: reloads and scripts do not inflate it.
 * A repeated visit answers the current count.
 */
export async function countWorkspaceHit(deps: Deps, workspaceId: string, visitor: string) {
  if (!UUID.test(workspaceId)) throw new AppError('workspace.not_found');
  const now = deps.clock.now();
  const day = now.toISOString().slice(0, 10);
  const first = await takeAllowance(deps.db, [{ key: `hit:${workspaceId}:${visitor}:${day}`, max: 1, windowMs: DAY }], now);
  const row = await incrementWorkspaceHits(deps.db, workspaceId, first ? 1 : 0);
  if (!row) throw new AppError('workspace.not_found');
  return row;
}

/** The support toggle of the admin center; the permission model keeps it to companies. */
export async function setCompanySupport(deps: Deps, access: WorkspaceAccess, mode: boolean) {
  await updateWorkspaceRow(deps.db, access.workspace.id, { allowSupport: mode });
  return { allowSupport: mode };
}

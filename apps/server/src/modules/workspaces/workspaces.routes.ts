import { LANGUAGES, workspacesApi } from '@trilha/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { users, workspaceDeletionRequests, workspaceMembers, workspaces } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { route } from '../../platform/http/context.ts';
import { findWorkspace } from '../../platform/http/workspace-access.ts';
import { listSampleAssets } from './assets.ts';
import { deletionRoutes } from './deletion.ts';
import { inviteRoutes } from './invites.routes.ts';
import { searchLocations } from './locations.ts';
import { memberRoutes } from './members.routes.ts';
import { assertVisible, callerSummary, isAdministrator, pendingDeletion, UUID } from './workspace-guards.ts';
import { readWorkspaceForm } from './workspace-form.ts';
import { listUserWorkspaces, summaryFor } from './workspace-summaries.ts';
import { updateWorkspace } from './workspace-update.ts';

const noPendingDeletion = sql`not exists (select 1 from ${workspaceDeletionRequests} where ${workspaceDeletionRequests.workspaceId} = ${workspaces.id} and ${workspaceDeletionRequests.status} = 'PENDING')`;

const workspaceRoutes = [
  route(workspacesApi.listMyWorkspaces, async ({ deps, session, query }) => {
    const items = await listUserWorkspaces(deps.db, session.user.id);
    return { items: query.type ? items.filter((item) => item.type === query.type) : items };
  }),

  // Another user's workspaces: those the caller shares, plus the public ones (personal page, portals).
  route(workspacesApi.listWorkspacesOfUser, async ({ deps, session, params }) => {
    if (!UUID.test(params.id)) throw notFound();
    const [target] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, params.id));
    if (!target) throw notFound();
    const rows = await deps.db
      .select({ id: workspaces.id, name: workspaces.name, type: workspaces.type, imageUrl: workspaces.imageUrl })
      .from(workspaceMembers)
      .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
      .where(and(eq(workspaceMembers.userId, target.id), noPendingDeletion))
      .orderBy(workspaces.createdAt);
    const ids = rows.map((row) => row.id);
    const shared = ids.length
      ? await deps.db
          .select({ id: workspaceMembers.workspaceId })
          .from(workspaceMembers)
          .where(and(eq(workspaceMembers.userId, session.user.id), inArray(workspaceMembers.workspaceId, ids)))
      : [];
    const sharedIds = new Set(shared.map((row) => row.id));
    return {
      items: rows
        .filter((row) => row.type !== 'business' || sharedIds.has(row.id))
        .map((row) => ({ ...row, type: row.type as 'individual' })),
    };
  }),

  route(workspacesApi.getCurrentWorkspace, async ({ deps, session, access }) => {
    await assertVisible(deps, access);
    return { workspace: await callerSummary(deps.db, access, session.user.id) };
  }),

  route(workspacesApi.getWorkspace, async ({ deps, session, params }) => {
    const workspace = await findWorkspace(deps, params.id);
    if (!workspace) throw new AppError('workspace.not_found');
    const membership = session ? await summaryFor(deps.db, workspace, session.user.id) : null;
    const pending = await pendingDeletion(deps.db, workspace.id);
    if (pending && !(membership && isAdministrator({ role: membership.role }))) throw new AppError('workspace.not_found');
    return {
      id: workspace.id,
      name: workspace.name,
      type: workspace.type as 'business',
      subdomain: workspace.subdomain,
      imageUrl: workspace.imageUrl,
      coverImageUrl: workspace.coverImageUrl,
      customStyle: workspace.customStyle ?? null,
      languages: workspace.languages,
      isCompleted: workspace.isCompleted,
      hits: workspace.hits,
      membership,
    };
  }),

  route(workspacesApi.updateWorkspace, async ({ deps, session, access, request }) => {
    const form = await readWorkspaceForm(request);
    return updateWorkspace(deps, access, session.user.id, form);
  }),

  route(workspacesApi.setWorkspaceLanguages, async ({ deps, access, body }) => {
    const languages = LANGUAGES.filter((language) => body.languages.includes(language));
    const language = languages.includes(access.workspace.language as never) ? access.workspace.language : languages[0];
    await deps.db.update(workspaces).set({ languages, language }).where(eq(workspaces.id, access.workspace.id));
    return { languages };
  }),

  route(workspacesApi.countWorkspaceHit, async ({ deps, params }) => {
    if (!UUID.test(params.id)) throw new AppError('workspace.not_found');
    const [row] = await deps.db
      .update(workspaces)
      .set({ hits: sql`${workspaces.hits} + 1` })
      .where(and(eq(workspaces.id, params.id), noPendingDeletion))
      .returning({ hits: workspaces.hits });
    if (!row) throw new AppError('workspace.not_found');
    return row;
  }),

  // Support mode exists only for companies: the toggle of the admin center.
  route(workspacesApi.setCompanySupport, async ({ deps, access, body }) => {
    await assertVisible(deps, access);
    if (access.workspace.type !== 'business') throw new AppError('permission.denied');
    await deps.db.update(workspaces).set({ allowSupport: body.mode }).where(eq(workspaces.id, access.workspace.id));
    return { allowSupport: body.mode };
  }),

  route(workspacesApi.listAssets, async ({ query }) => ({ items: await listSampleAssets(query.prefix) })),

  route(workspacesApi.searchLocations, ({ query }) => ({ items: searchLocations(query.location) })),
];

/** Every route of the workspaces module. */
export const workspacesRoutes = [...workspaceRoutes, ...deletionRoutes, ...memberRoutes, ...inviteRoutes];

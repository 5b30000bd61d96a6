import { workspacesApi, workspaceUpdateFields } from '@trilha/contract';
import { bearerToken, findSession } from '../../platform/auth/session-lookup.ts';
import { route } from '../../platform/http/context.ts';
import { readMultipartForm } from '../../platform/storage/multipart-form.ts';
import { listSampleAssets } from './assets.ts';
import { deletionRoutes } from './deletion.routes.ts';
import { inviteRoutes } from './invites.routes.ts';
import { searchLocations } from './locations.ts';
import { memberRoutes } from './members.routes.ts';
import { updateWorkspace } from './workspace-update.ts';
import {
  countWorkspaceHit,
  getCurrentWorkspace,
  getWorkspacePage,
  listMyWorkspaces,
  listSupportedWorkspaces,
  listWorkspacesOfUser,
  setCompanySupport,
  setWorkspaceLanguages,
} from './workspaces.service.ts';

/** The text fields of the workspace form, sent as multipart (with the files image and coverImage) or as JSON. */
const WORKSPACE_FORM_FIELDS = Object.keys(workspaceUpdateFields.shape);

const workspaceRoutes = [
  route(workspacesApi.listMyWorkspaces, ({ deps, session, query }) => listMyWorkspaces(deps, session.user.id, query.type)),

  route(workspacesApi.listWorkspacesOfUser, ({ deps, session, params }) => listWorkspacesOfUser(deps, session.user.id, params.id)),

  route(workspacesApi.listSupportedWorkspaces, ({ deps, session }) => listSupportedWorkspaces(deps, session.user)),

  route(workspacesApi.getCurrentWorkspace, ({ access }) => getCurrentWorkspace(access)),

  route(workspacesApi.getWorkspace, ({ deps, session, params }) => getWorkspacePage(deps, session, params.id)),

  route(workspacesApi.updateWorkspace, async ({ deps, access, request }) => {
    const { fields, files } = await readMultipartForm(request, ['image', 'coverImage'], WORKSPACE_FORM_FIELDS);
    return updateWorkspace(deps, access, { fields, ...files });
  }),

  route(workspacesApi.setWorkspaceLanguages, ({ deps, access, body }) => setWorkspaceLanguages(deps, access, body.languages)),

  // a signed-in visitor counts as the person, an anonymous one as the address (the endpoint is public)
  route(workspacesApi.countWorkspaceHit, async ({ deps, params, ip, request }) => {
    const token = bearerToken(request.headers.authorization);
    const session = token ? await findSession(deps, token) : null;
    return countWorkspaceHit(deps, params.id, session ? `user:${session.user.id}` : `address:${ip}`);
  }),

  route(workspacesApi.setCompanySupport, ({ deps, access, body }) => setCompanySupport(deps, access, body.mode)),

  route(workspacesApi.listAssets, async ({ query }) => ({ items: await listSampleAssets(query.prefix) })),

  route(workspacesApi.searchLocations, ({ query }) => ({ items: searchLocations(query.location) })),
];

/** Every route of the workspaces module. */
export const workspacesRoutes = [...workspaceRoutes, ...deletionRoutes, ...memberRoutes, ...inviteRoutes];

import { check } from '@trilha/contract';
import { AppError } from '../../platform/http/app-error.ts';
import { type AuthorizeWorkspace, termsPending } from '../../platform/http/workspace-access.ts';
import { actorOf, workspaceResource } from './actor.ts';
import { findWorkspaceForCaller } from './workspaces.data.ts';

/**
 * The pipeline's workspace check: one query loads the workspace, the caller's membership and the latest
 * deletion request; the permission model decides. Other tenants get 404 so they cannot tell it exists.
 */
export const authorizeWorkspace: AuthorizeWorkspace = async (deps, session, idOrSubdomain, action) => {
  const found = await findWorkspaceForCaller(deps.db, idOrSubdomain, session.user.id);
  if (!found) throw new AppError('workspace.not_found');
  const actor = actorOf(session.user, found.workspace, found.member);
  const denial = check(actor, action, workspaceResource(found.workspace, found.deletionRequest));
  if (denial) throw new AppError(denial);
  return { ...found, actor };
};

/**
 * authorizeWorkspace for a service that finds its workspace in the input (a form field, a filter) instead of the
 * endpoint's scope: the pipeline never saw that workspace, so its terms rule is applied here.
 */
export const authorizeWorkspaceInput: AuthorizeWorkspace = async (deps, session, idOrSubdomain, action) => {
  const access = await authorizeWorkspace(deps, session, idOrSubdomain, action);
  if (termsPending(access)) throw new AppError('workspace.terms_not_accepted');
  return access;
};

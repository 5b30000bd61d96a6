import { type Action, can, type SessionUser, type WorkspaceSummary } from '@trilha/contract';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { isApiError } from '../api/api-error.ts';
import { queryClient } from '../api/query-client.ts';
import { errorText } from '../i18n/server-errors.ts';
import { actorIn } from '../permissions/actor.ts';
import { pathOf, requireSession } from '../session/guards.ts';
import { lastWorkspaceStorage } from '../session/token-storage.ts';
import { toast } from '../ui/toast.ts';
import { currentWorkspaceQuery } from './current-workspace-query.ts';
import { supportedWorkspacesQuery } from './supported-workspaces-query.ts';
import { findByDomain, homeOf, usableWorkspaces } from './workspace-paths.ts';

/** An individual-workspace route needs the user's personal workspace; support staff work only in admin centers. */
export async function requireIndividual(args: LoaderFunctionArgs): Promise<WorkspaceSummary> {
  const user = await requireSession(args);
  const personal = user.companies.find((w) => w.type === 'individual');
  if (!personal || user.isSupport) throw redirect('/');
  lastWorkspaceStorage.set(personal.id);
  return personal;
}

/** The company of a /c/:companyDomain route, for members and for support staff while the company allows support. */
async function resolveBusiness(user: SessionUser, domain: string): Promise<WorkspaceSummary | null> {
  const own = findByDomain(usableWorkspaces(user.companies), domain);
  if (own) return own;
  if (!user.isSupport) return null;
  // a company that refuses support (or none at all) is not among those support may enter: said without asking for it
  const supported = await queryClient.fetchQuery(supportedWorkspacesQuery()).catch(() => null);
  if (supported && !supported.items.some((center) => center.subdomain === domain)) {
    toast.error(errorText('workspace.support_unavailable'));
    return null;
  }
  try {
    return (await queryClient.fetchQuery(currentWorkspaceQuery(domain))).workspace;
  } catch (error) {
    if (isApiError(error)) toast.error(error.message);
    return null;
  }
}

/**
 * /c/:companyDomain: members only (support users only in the admin center); an incomplete workspace goes to
 * its setup wizard; unaccepted terms go to the terms page with the original path.
 */
export async function requireBusiness(args: LoaderFunctionArgs): Promise<WorkspaceSummary> {
  const user = await requireSession(args);
  const domain = args.params.companyDomain ?? '';
  const workspace = await resolveBusiness(user, domain);
  if (workspace?.type !== 'business') {
    // not the user's company (or no company at all): say so instead of a silent redirect; support staff were told already
    if (!user.isSupport) toast.error(errorText('workspace.not_found'));
    throw redirect('/');
  }
  const path = new URL(args.request.url).pathname;
  const base = `/c/${domain}`;
  const isMember = user.companies.some((w) => w.id === workspace.id);
  if (!isMember) {
    if (!path.startsWith(`${base}/admin-center`)) throw redirect(`${base}/admin-center`);
    return workspace;
  }
  if (!workspace.isCompleted && can(actorIn(workspace), 'workspace.manage')) throw redirect(`/workspace-setup/${workspace.id}`);
  if (!workspace.userTosAcceptedAt && path !== `${base}/tos`)
    throw redirect(`${base}/tos?redirect=${encodeURIComponent(pathOf(args.request))}`);
  lastWorkspaceStorage.set(workspace.id);
  return workspace;
}

/** /p/:companyDomain: the user's aggregator (or agro) portal. */
export async function requireAggregator(args: LoaderFunctionArgs): Promise<WorkspaceSummary> {
  const user = await requireSession(args);
  const workspace = findByDomain(usableWorkspaces(user.companies), args.params.companyDomain);
  if (!workspace || (workspace.type !== 'aggregator' && workspace.type !== 'agro')) throw redirect('/');
  lastWorkspaceStorage.set(workspace.id);
  return workspace;
}

/** A workspace route needing `action`: otherwise `fallback` with the 'user.not.allowed:to.access' toast. */
async function requireAction(
  args: LoaderFunctionArgs,
  workspace: WorkspaceSummary,
  action: Action,
  fallback: string,
): Promise<WorkspaceSummary> {
  const user = await requireSession(args);
  if (!can(actorIn(workspace, user), action)) {
    toast.error(errorText('user.not.allowed:to.access'));
    throw redirect(fallback);
  }
  return workspace;
}

/** Admin-center routes need the admin-center permission; otherwise the company's home. */
export async function requireAdminCenter(args: LoaderFunctionArgs): Promise<WorkspaceSummary> {
  return requireAction(args, await requireBusiness(args), 'admin.access', `/c/${args.params.companyDomain}`);
}

/** Pages that manage a workspace (members, customizations, management) in /c/ or /p/. */
export async function requireManage(args: LoaderFunctionArgs): Promise<WorkspaceSummary> {
  const workspace = args.request.url.includes('/p/') ? await requireAggregator(args) : await requireBusiness(args);
  return requireAction(args, workspace, 'workspace.manage', homeOf(workspace));
}

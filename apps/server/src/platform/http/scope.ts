import type { Action, EndpointDefinition } from '@trilha/contract';
import type { FastifyRequest } from 'fastify';
import type { ApiKeyCaller, Session } from '../auth/session-lookup.ts';
import type { Deps } from '../deps.ts';
import { AppError } from './app-error.ts';
import type { RouteEntry } from './context.ts';
import type { AuthorizeWorkspace, WorkspaceAccess } from './workspace-access.ts';

export interface ResolvedScope {
  access: WorkspaceAccess | null;
  resource: unknown;
}

/** The scope of a 'public' or 'user' endpoint: no workspace, nothing loaded. */
export const NO_SCOPE: ResolvedScope = { access: null, resource: undefined };

/** The workspace key and, for a resource scope, the loaded resource, as the endpoint declares them. */
async function workspaceKey(
  deps: Deps,
  endpoint: EndpointDefinition,
  entry: RouteEntry,
  request: FastifyRequest,
  params: Record<string, string>,
) {
  const scope = endpoint.scope;
  if (typeof scope === 'string') return null;
  switch (scope.from) {
    case 'param':
      return { key: params[scope.name] ?? null, resource: undefined };
    case 'company-header': {
      const header = request.headers['x-company'];
      return { key: typeof header === 'string' && header ? header : null, resource: undefined };
    }
    case 'resource': {
      if (!entry.load) throw new Error(`${endpoint.method} ${endpoint.path} declares a resource scope without a loader`);
      const loaded = await entry.load(deps, params[scope.param] ?? '');
      return { key: loaded.workspaceId, resource: loaded.value };
    }
  }
}

/** Resolves an endpoint's declared scope once per request, from its checked path parameters: finds its workspace and checks the endpoint's permission there. */
export async function resolveScope(
  deps: Deps,
  authorize: AuthorizeWorkspace,
  entry: RouteEntry,
  request: FastifyRequest,
  params: Record<string, string>,
): Promise<ResolvedScope> {
  const { endpoint } = entry;
  if (typeof endpoint.scope === 'string') return NO_SCOPE;
  if (!request.session) throw new AppError('invalid_token');
  if (!endpoint.permission) throw new Error(`${endpoint.method} ${endpoint.path} has a workspace scope but no permission`);
  const found = await workspaceKey(deps, endpoint, entry, request, params);
  const apiKey = request.session.apiKey;
  if (apiKey) {
    const named = endpoint.scope.from !== 'resource';
    if (!named && !found?.key) throw new AppError('workspace.not_found');
    const access = await authorizeKey(deps, authorize, request.session, apiKey, found?.key ?? null, named, endpoint.permission);
    return { access, resource: found?.resource };
  }
  if (!found?.key) throw new AppError('workspace.not_found');
  const access = await authorize(deps, request.session, found.key, endpoint.permission);
  return { access, resource: found.resource };
}

/**
 * A key acts in its own company only: without X-Company, in the key's; another company named by the header or the path
 * is refused as such (api_key.other_company), while a resource of another company stays not found. The key's creator
 * must still hold the endpoint's permission there.
 */
async function authorizeKey(
  deps: Deps,
  authorize: AuthorizeWorkspace,
  session: Session,
  apiKey: ApiKeyCaller,
  key: string | null,
  named: boolean,
  permission: Action,
): Promise<WorkspaceAccess> {
  const own = apiKey.workspaceId;
  let access: WorkspaceAccess;
  try {
    access = await authorize(deps, session, key ?? own, permission);
  } catch (error) {
    if (named && key !== own && error instanceof AppError && error.code === 'workspace.not_found') {
      throw new AppError('api_key.other_company');
    }
    throw error;
  }
  if (access.workspace.id !== own) throw new AppError(named ? 'api_key.other_company' : 'workspace.not_found');
  return access;
}

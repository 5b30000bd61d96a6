import type { EndpointDefinition } from '@trilha/contract';
import type { FastifyRequest } from 'fastify';
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
  if (!found?.key) throw new AppError('workspace.not_found');
  const access = await authorize(deps, request.session, found.key, endpoint.permission);
  return { access, resource: found.resource };
}

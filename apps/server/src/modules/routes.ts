import type { RouteTable } from '../platform/http/register.ts';
import { DOMAINS, MODULE_PARTS } from './domains.ts';
import { apiKeyGate } from './integrations/index.ts';
import { partOf } from './module.ts';
import { authorizeWorkspace } from './workspaces/index.ts';

/** Every route of the API, module by module in the order of domains.ts, and the check of workspace scopes. */
export const routeTable: RouteTable = {
  routes: DOMAINS.flatMap(({ module }) => partOf(module.routes, MODULE_PARTS, [])),
  authorizeWorkspace,
  apiKeys: apiKeyGate,
};

import type { RouteEntry } from '../platform/http/context.ts';
import { outboxRoutes } from './dev/outbox.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { identityRoutes } from './identity/identity.routes.ts';
import { workspacesRoutes } from './workspaces/workspaces.routes.ts';

/** Every route of the API, module by module. */
export const allRoutes: RouteEntry[] = [...healthRoutes, ...outboxRoutes, ...identityRoutes, ...workspacesRoutes];

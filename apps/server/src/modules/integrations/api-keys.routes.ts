import { integrationsApi } from '@trilha/contract';
import { route } from '../../platform/http/context.ts';
import type { RouteTable } from '../../platform/http/register.ts';
import { auditLog, createApiKey, listApiKeys, revokeApiKey } from './api-keys.service.ts';

export const apiKeysRoutes: RouteTable['routes'] = [
  route(integrationsApi.createApiKey, async ({ deps, access, session, body, reply }) => {
    const created = await createApiKey(deps, access.workspace.id, session.user.id, body);
    reply.status(201);
    return created;
  }),
  route(integrationsApi.listApiKeys, ({ deps, access }) => listApiKeys(deps, access.workspace.id)),
  route(integrationsApi.revokeApiKey, async ({ deps, access, session, params, reply }) => {
    await revokeApiKey(deps, access.workspace.id, session.user.id, params.id);
    reply.status(204);
    return null;
  }),
  route(integrationsApi.listAuditLog, ({ deps, access, query }) => auditLog(deps, access.workspace.id, query)),
];

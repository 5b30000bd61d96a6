import { integrationsApi } from '@trilha/contract';
import { route } from '../../platform/http/context.ts';
import type { RouteTable } from '../../platform/http/register.ts';
import {
  checkIntegrationToken,
  getCompanyIntegration,
  installIntegration,
  listIntegrations,
  removeHiringNotification,
  setHiringNotification,
  uninstallIntegration,
} from './integrations.service.ts';

export const integrationsRoutes: RouteTable['routes'] = [
  route(integrationsApi.installIntegration, async ({ deps, access, session, params, body, reply }) => {
    const installed = await installIntegration(deps, access.workspace.id, session.user.id, params.title, body);
    reply.status(201);
    return installed;
  }),
  route(integrationsApi.listIntegrations, ({ deps, access, query }) => listIntegrations(deps, access.workspace.id, query)),
  route(integrationsApi.getIntegrationToken, ({ deps, access, params }) =>
    checkIntegrationToken(deps, access.workspace.id, params.integration, params.id),
  ),
  route(integrationsApi.uninstallIntegration, async ({ deps, access, params, body, reply }) => {
    await uninstallIntegration(deps, access.workspace.id, params.name, body.company_automation_id);
    reply.status(204);
    return null;
  }),
  route(integrationsApi.getCompanyIntegration, ({ deps, access, params }) => getCompanyIntegration(deps, access.workspace.id, params.id)),
  route(integrationsApi.setHiringNotification, ({ deps, access, session, body }) =>
    setHiringNotification(deps, access.workspace.id, session.user.id, body),
  ),
  route(integrationsApi.removeHiringNotification, async ({ deps, access, reply }) => {
    await removeHiringNotification(deps, access.workspace.id);
    reply.status(204);
    return null;
  }),
];

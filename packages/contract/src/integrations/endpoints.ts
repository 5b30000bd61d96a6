import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import {
  hiringNotificationBody,
  INTEGRATION_KINDS,
  installedIntegration,
  integrationInstallBody,
  integrationsOverview,
  integrationTokenCheck,
  TOKEN_INTEGRATION_KINDS,
} from './schemas.ts';

/**
 * The company's integrations in the admin center (prefix -/): the company is the X-Company
 * header's; reading needs the admin center, installing and uninstalling their own actions. No answer ever carries
 * a whole token: only '••••' and its last four characters.
 */
const tag = 'integrations';
const company = { from: 'company-header' } as const;
const id = z.string().min(1).max(200);

export const installIntegration = defineEndpoint({
  method: 'POST',
  path: '/v1/-/automations/install/:title',
  summary: 'Installs an integration of a kind with the provider’s token, after the provider accepts it; the token is kept encrypted',
  tag,
  access: 'session',
  scope: company,
  permission: 'company.integrations.manage',
  params: z.object({ title: z.enum(TOKEN_INTEGRATION_KINDS) }),
  body: integrationInstallBody,
  responses: { 201: installedIntegration },
});

export const listIntegrations = defineEndpoint({
  method: 'GET',
  path: '/v1/-/integrations',
  summary: 'Every integration kind and a page of those the company installed (native ones included), oldest first',
  tag,
  access: 'session',
  scope: company,
  permission: 'admin.access',
  query: z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  }),
  responses: { 200: integrationsOverview },
});

export const getIntegrationToken = defineEndpoint({
  method: 'GET',
  path: '/v1/-/automations/get_token/:integration/:id',
  summary:
    'The masked token of an installed integration, checked again with its provider; a token the provider refuses now marks the integration disconnected',
  tag,
  access: 'session',
  scope: company,
  permission: 'admin.access',
  params: z.object({ integration: z.enum(INTEGRATION_KINDS), id }),
  responses: { 200: integrationTokenCheck },
});

export const uninstallIntegration = defineEndpoint({
  method: 'DELETE',
  path: '/v1/-/automations/uninstall/:name',
  summary: 'Uninstalls an installed integration of a kind; native ones cannot be disabled',
  tag,
  access: 'session',
  scope: company,
  permission: 'company.integrations.uninstall',
  params: z.object({ name: z.enum(INTEGRATION_KINDS) }),
  body: z.object({ company_automation_id: id }),
  responses: { 204: z.null() },
});

export const getCompanyIntegration = defineEndpoint({
  method: 'GET',
  path: '/v1/-/companyautomations/:id',
  summary: 'One integration the company installed',
  tag,
  access: 'session',
  scope: company,
  permission: 'admin.access',
  params: z.object({ id }),
  responses: { 200: installedIntegration },
});

export const setHiringNotification = defineEndpoint({
  method: 'PUT',
  path: '/v1/-/integration/hiringnotification',
  summary: 'Sets the one e-mail told of each hiring (deprecated); a new e-mail replaces the old',
  tag,
  access: 'session',
  scope: company,
  permission: 'company.integrations.manage',
  body: hiringNotificationBody,
  responses: { 200: installedIntegration },
});

export const removeHiringNotification = defineEndpoint({
  method: 'DELETE',
  path: '/v1/-/integration/hiringnotification',
  summary: 'Stops the hiring notification',
  tag,
  access: 'session',
  scope: company,
  permission: 'company.integrations.uninstall',
  responses: { 204: z.null() },
});
export * from './api-key-endpoints.ts';
export * from './webhook-endpoints.ts';

import { queryOptions } from '@tanstack/react-query';
import { integrationsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { integrationKeys } from './keys.ts';

/** GET /v1/-/integrations: every kind and what the company installed (a company holds a handful: one page of 100). */
export const integrationsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: integrationKeys.all(workspaceId),
    queryFn: () => api(integrationsApi.listIntegrations, { query: { page: 1, limit: 100 } }),
  });

import { queryOptions } from '@tanstack/react-query';
import { companyApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { integrationKeys } from './keys.ts';

/** GET /v1/-/company: whether the company may use promotion tools (regular client with billing data). */
export const companyQuery = (workspaceId: string) =>
  queryOptions({ queryKey: integrationKeys.company(workspaceId), queryFn: () => api(companyApi.getCompany, { query: {} }) });

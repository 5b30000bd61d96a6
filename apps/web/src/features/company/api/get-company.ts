import { queryOptions } from '@tanstack/react-query';
import { companyApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { companyKeys } from './keys.ts';

/** GET /v1/-/company: the company of the admin center (region, status, support mode, LinkedIn id, billing data). */
export const companyQuery = (workspaceId: string) =>
  queryOptions({ queryKey: companyKeys.company(workspaceId), queryFn: () => api(companyApi.getCompany) });

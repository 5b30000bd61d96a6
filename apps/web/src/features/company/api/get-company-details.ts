import { queryOptions } from '@tanstack/react-query';
import { companyApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { companyKeys } from './keys.ts';

/** GET /v1/-/company/details: the Brazilian company data form, null before the first save. */
export const companyDetailsQuery = (workspaceId: string, enabled: boolean) =>
  queryOptions({ queryKey: companyKeys.details(workspaceId), queryFn: () => api(companyApi.getCompanyDetails), enabled });

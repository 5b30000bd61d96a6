import { queryOptions } from '@tanstack/react-query';
import { companyApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { companyKeys } from './keys.ts';

/** GET /v1/-/company/details_us: the US company data form, null before the first save. */
export const companyDetailsUsQuery = (workspaceId: string, enabled: boolean) =>
  queryOptions({ queryKey: companyKeys.detailsUs(workspaceId), queryFn: () => api(companyApi.getCompanyDetailsUs), enabled });

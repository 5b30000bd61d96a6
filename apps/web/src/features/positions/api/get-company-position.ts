import { queryOptions } from '@tanstack/react-query';
import { positionsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { jobKeys } from './keys.ts';

/** GET /v1/-/positions/:id: a position as its recruiters edit it, with what the caller may do to it. */
export const companyPositionQuery = (id: string) =>
  queryOptions({ queryKey: jobKeys.companyPosition(id), queryFn: () => api(positionsApi.getCompanyPosition, { params: { id } }) });

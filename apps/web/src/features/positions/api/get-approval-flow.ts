import { queryOptions } from '@tanstack/react-query';
import { positionsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { jobKeys } from './keys.ts';

/** GET /v1/-/approvalflow: the groups a published draft waits for. */
export const approvalFlowQuery = () =>
  queryOptions({ queryKey: jobKeys.approvalFlow, queryFn: () => api(positionsApi.getApprovalFlow), staleTime: 60_000 });

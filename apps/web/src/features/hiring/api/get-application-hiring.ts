import { queryOptions } from '@tanstack/react-query';
import { hiringApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { pipelineKeys } from './keys.ts';

/** GET /v1/-/applications/:id/hiring: an application's interview invites and offers with the candidate's answers. */
export const applicationHiringQuery = (applicationId: string) =>
  queryOptions({
    queryKey: pipelineKeys.hiring(applicationId),
    queryFn: () => api(hiringApi.getApplicationHiring, { params: { id: applicationId } }),
  });

import { queryOptions } from '@tanstack/react-query';
import { hiringApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { pipelineKeys } from './keys.ts';

/** GET /v1/-/applications/:id/evaluations: the candidate's scorecards, the criteria to score and the average. */
export const applicationEvaluationsQuery = (applicationId: string) =>
  queryOptions({
    queryKey: pipelineKeys.evaluations(applicationId),
    queryFn: () => api(hiringApi.listApplicationEvaluations, { params: { id: applicationId } }),
  });

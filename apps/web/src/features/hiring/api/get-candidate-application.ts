import { queryOptions } from '@tanstack/react-query';
import { applicationsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { pipelineKeys } from './keys.ts';

/** GET /v1/-/applications/:id: a candidate's application as the recruiters read it. */
export const candidateApplicationQuery = (id: string) =>
  queryOptions({
    queryKey: pipelineKeys.application(id),
    queryFn: () => api(applicationsApi.getCandidateApplication, { params: { id } }),
  });

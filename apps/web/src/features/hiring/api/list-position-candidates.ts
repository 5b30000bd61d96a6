import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { applicationsApi, type PipelineStage } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { pipelineKeys } from './keys.ts';

/** How many candidates a stage column (or tab) shows per page. */
const STAGE_PAGE = 20;

/** GET /v1/-/positions/:id/candidates with one candidate of any stage: the counts per stage and the unfinished. */
export const pipelineCountsQuery = (positionId: string) =>
  queryOptions({
    queryKey: pipelineKeys.stage(positionId, 'all'),
    queryFn: () => api(applicationsApi.listPositionCandidates, { params: { id: positionId }, query: { page: 1, limit: 1 } }),
  });

/** GET /v1/-/positions/:id/candidates: a position's candidates at one stage, a page more on each "show more". */
export const stageCandidatesQuery = (positionId: string, stage: PipelineStage) =>
  infiniteQueryOptions({
    queryKey: pipelineKeys.stage(positionId, stage),
    queryFn: ({ pageParam }) =>
      api(applicationsApi.listPositionCandidates, { params: { id: positionId }, query: { stage, page: pageParam, limit: STAGE_PAGE } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { applicationsApi, type CandidateSort, type PipelineStage } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { pipelineKeys } from './keys.ts';

/** How many candidates a stage column (or tab) shows per page. */
const STAGE_PAGE = 20;

/** The ranking and filters the pipeline sends (the address's: pipeline/candidate-filters.ts). */
export interface CandidateListQuery {
  sort: CandidateSort;
  minMatch?: number;
  pcd?: boolean;
  city?: number;
  skill?: string[];
}

/** GET /v1/-/positions/:id/candidates with one candidate of any stage: the counts per stage, the unfinished, the facets. */
export const pipelineCountsQuery = (positionId: string) =>
  queryOptions({
    queryKey: pipelineKeys.stage(positionId, 'all'),
    queryFn: () => api(applicationsApi.listPositionCandidates, { params: { id: positionId }, query: { page: 1, limit: 1 } }),
  });

/** GET /v1/-/positions/:id/candidates: a position's candidates at one stage, ranked and filtered, a page more on each "show more". */
export const stageCandidatesQuery = (positionId: string, stage: PipelineStage, filters: CandidateListQuery = { sort: 'recent' }) =>
  infiniteQueryOptions({
    queryKey: [...pipelineKeys.stage(positionId, stage), filters],
    queryFn: ({ pageParam }) =>
      api(applicationsApi.listPositionCandidates, {
        params: { id: positionId },
        query: { stage, ...filters, page: pageParam, limit: STAGE_PAGE },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

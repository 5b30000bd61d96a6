import { infiniteQueryOptions, keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationsApi, type CandidateApplication, type PipelineStage } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';

/** How many candidates a stage column (or tab) shows per page, and the candidate bank per page. */
const STAGE_PAGE = 20;
export const BANK_PAGE = 20;

export const pipelineKeys = {
  all: ['positions', 'hiring'] as const,
  stage: (positionId: string, stage: PipelineStage | 'all') => ['positions', 'hiring', 'position', positionId, stage] as const,
  bank: (text: string, page: number) => ['positions', 'hiring', 'bank', text, page] as const,
  application: (id: string) => ['positions', 'hiring', 'application', id] as const,
};

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

/** GET /v1/-/candidates: the company's candidate bank, by name or e-mail. */
export const candidateBankQuery = (text: string, page: number) =>
  queryOptions({
    queryKey: pipelineKeys.bank(text, page),
    queryFn: () => api(applicationsApi.listCandidateBank, { query: { text, page, limit: BANK_PAGE } }),
    placeholderData: keepPreviousData,
  });

/** GET /v1/-/applications/:id: a candidate's application as the recruiters read it. */
export const candidateApplicationQuery = (id: string) =>
  queryOptions({
    queryKey: pipelineKeys.application(id),
    queryFn: () => api(applicationsApi.getCandidateApplication, { params: { id } }),
  });

/** Keeps the answer in the application's cache and refreshes the lists whose stages and counts it changes (and the application). */
function useApplicationMutation<Vars>(id: string, send: (vars: Vars) => Promise<CandidateApplication>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (saved) => {
      queryClient.setQueryData(pipelineKeys.application(id), saved);
      // not awaited: a closing move unmounts the decision panel, whose own onSuccess (the toast) must still run
      void queryClient.invalidateQueries({ queryKey: pipelineKeys.all });
    },
  });
}

/** PUT /v1/-/applications/:id/stage: moves the candidate; rejected (with an optional message) and hired close it. */
export const useMoveCandidate = (id: string) =>
  useApplicationMutation(id, ({ stage, message }: { stage: PipelineStage; message: string | null }) =>
    api(applicationsApi.moveCandidate, { params: { id }, body: { stage, message } }),
  );

/** PUT /v1/-/applications/:id/answer-date: the date by which the company promises the candidate an answer. */
export const useSetAnswerDate = (id: string) =>
  useApplicationMutation(id, (answerBy: string) => api(applicationsApi.setAnswerDate, { params: { id }, body: { answerBy } }));

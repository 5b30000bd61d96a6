import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { hiringApi, type InterviewForm, type OfferForm } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { pipelineKeys } from './pipeline.ts';

const hiringKeys = {
  application: (applicationId: string) => ['positions', 'hiring', applicationId] as const,
};

/** GET /v1/-/applications/:id/hiring: an application's interview invites and offers with the candidate's answers. */
export const applicationHiringQuery = (applicationId: string) =>
  queryOptions({
    queryKey: hiringKeys.application(applicationId),
    queryFn: () => api(hiringApi.getApplicationHiring, { params: { id: applicationId } }),
  });

/** The writes move the candidate in the pipeline (interview, offer stage) or its history: the pipeline's lists are stale too. */
function useHiringMutation<B, R>(applicationId: string, send: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: hiringKeys.application(applicationId) }),
        queryClient.invalidateQueries({ queryKey: pipelineKeys.all }),
      ]);
    },
  });
}

/** POST /v1/-/applications/:id/interviews: invites the candidate to an interview (e-mailed to them). */
export const useCreateInterview = (applicationId: string) =>
  useHiringMutation(applicationId, (body: InterviewForm) => api(hiringApi.createInterview, { params: { id: applicationId }, body }));

/** POST /v1/-/applications/:id/offers: sends the candidate an offer (e-mailed with its link). */
export const useCreateOffer = (applicationId: string) =>
  useHiringMutation(applicationId, (body: OfferForm) => api(hiringApi.createOffer, { params: { id: applicationId }, body }));

/** DELETE /v1/-/applications/:id/interviews/:interviewId: cancels an invite (the candidate is e-mailed). */
export const useCancelInterview = (applicationId: string) =>
  useHiringMutation(applicationId, (interviewId: string) => api(hiringApi.cancelInterview, { params: { id: applicationId, interviewId } }));

/** DELETE /v1/-/applications/:id/offers/:offerId: withdraws a pending offer (its link stops working). */
export const useCancelOffer = (applicationId: string) =>
  useHiringMutation(applicationId, (offerId: string) => api(hiringApi.cancelOffer, { params: { id: applicationId, offerId } }));

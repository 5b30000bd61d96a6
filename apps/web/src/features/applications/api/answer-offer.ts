import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hiringApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { applicationKeys } from './keys.ts';

/** POST /v1/offers/:id/accept or /decline {notes}: the candidate's answer to an offer, in the app. */
export function useAnswerOffer(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: { offerId: string; accept: true } | { offerId: string; accept: false; notes: string }) =>
      answer.accept
        ? api(hiringApi.acceptOffer, { params: { id: answer.offerId } })
        : api(hiringApi.declineOffer, { params: { id: answer.offerId }, body: { notes: answer.notes } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.one(applicationId) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hiringApi, type OfferForm } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { pipelineKeys } from './keys.ts';

/** POST /v1/-/applications/:id/offers: sends the candidate an offer (e-mailed with its link). */
export function useCreateOffer(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferForm) => api(hiringApi.createOffer, { params: { id: applicationId }, body }),
    // the candidate moves in the pipeline (interview, offer stage) or its history changes: its lists are stale too
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.all }),
  });
}

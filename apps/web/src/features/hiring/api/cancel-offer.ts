import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hiringApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { pipelineKeys } from './keys.ts';

/** DELETE /v1/-/applications/:id/offers/:offerId: withdraws a pending offer (its link stops working). */
export function useCancelOffer(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offerId: string) => api(hiringApi.cancelOffer, { params: { id: applicationId, offerId } }),
    // the candidate moves in the pipeline (interview, offer stage) or its history changes: its lists are stale too
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.all }),
  });
}

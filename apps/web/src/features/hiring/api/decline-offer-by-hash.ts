import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hiringApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { hiringKeys } from './keys.ts';

/** POST /v1/offer_decline/:hash: declines the offer of the link with the reason (once). */
export const useDeclineOfferByHash = (hash: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notes: string) => api(hiringApi.declineOfferByHash, { params: { hash }, body: { notes } }),
    onSuccess: async (offer) => {
      queryClient.setQueryData(hiringKeys.offerByHash(hash), offer);
      await queryClient.invalidateQueries({ queryKey: hiringKeys.pendingOffers });
    },
  });
};

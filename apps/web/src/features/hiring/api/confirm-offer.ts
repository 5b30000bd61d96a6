import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hiringApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { hiringKeys } from './keys.ts';

/** GET /v1/offer_confirmation/:hash: accepts the offer of the link (once). */
export const useConfirmOffer = (hash: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(hiringApi.confirmOffer, { params: { hash } }),
    onSuccess: async (offer) => {
      queryClient.setQueryData(hiringKeys.offerByHash(hash), offer);
      await queryClient.invalidateQueries({ queryKey: hiringKeys.pendingOffers });
    },
  });
};

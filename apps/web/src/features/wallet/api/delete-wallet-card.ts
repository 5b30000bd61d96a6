import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { paymentKeys } from './keys.ts';

/** DELETE /v1/-/wallet/card: forgets a saved card (`token` is its id as listed). */
export function useDeleteWalletCard(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) => api(walletApi.deleteWalletCard, { body: { token: cardId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.cards(workspaceId) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type WalletChargeBody, walletApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { paymentKeys } from './keys.ts';

/** POST /v1/-/wallet/stripe/charge: buys credits with a card token or a saved card, under the attempt's key. */
export function useChargeWalletCard(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: WalletChargeBody; key: string }) =>
      api(walletApi.chargeWalletCard, { body, headers: { [IDEMPOTENCY_HEADER]: key } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all(workspaceId) }),
  });
}

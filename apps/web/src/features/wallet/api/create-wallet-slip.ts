import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, walletApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { paymentKeys } from './keys.ts';

export type SlipMethod = 'boleto' | 'pjbank';

/** POST /v1/-/wallet/boleto or /wallet/pjbank: a bank slip for credits, in reais (status request until it clears). */
export function useCreateWalletSlip(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ method, credits, key }: { method: SlipMethod; credits: number; key: string }) =>
      api(method === 'boleto' ? walletApi.createWalletBoleto : walletApi.createWalletPjbank, {
        body: { credits, currency: 'BRL' },
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all(workspaceId) }),
  });
}

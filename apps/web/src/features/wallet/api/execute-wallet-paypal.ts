import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, walletApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { paymentKeys } from './keys.ts';

/** POST /v1/-/wallet/paypal/execute: completes a purchase the payer approved (back from the approval page). */
export function useExecuteWalletPaypal(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, ...body }: { paymentId: string; payerId: string; key: string }) =>
      api(walletApi.executeWalletPaypal, { body, headers: { [IDEMPOTENCY_HEADER]: key } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all(workspaceId) }),
  });
}

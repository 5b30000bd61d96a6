import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, walletApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { paymentKeys } from './keys.ts';

/** POST /v1/-/wallet/voucher/add: redeems a single-use voucher; its credits enter the ledger. */
export function useAddWalletVoucher(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ voucher, key }: { voucher: string; key: string }) =>
      api(walletApi.addWalletVoucher, { body: { voucher }, headers: { [IDEMPOTENCY_HEADER]: key } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all(workspaceId) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, walletApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import type { SlipMethod } from './create-wallet-slip.ts';
import { paymentKeys } from './keys.ts';

/** POST /v1/-/servicepayment/boleto or /pjbank: a bank slip that pays an open service invoice. */
export function usePayServiceInvoice(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ method, invoiceId, key }: { method: SlipMethod; invoiceId: string; key: string }) =>
      api(method === 'boleto' ? walletApi.payServiceBoleto : walletApi.payServicePjbank, {
        body: { invoiceId },
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all(workspaceId) }),
  });
}

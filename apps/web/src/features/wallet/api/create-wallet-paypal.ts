import { useMutation } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type WalletCurrency, walletApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';

/** POST /v1/-/wallet/paypal/create: starts a PayPal-like purchase; the payer approves at `approvalUrl`. */
export const useCreateWalletPaypal = () =>
  useMutation({
    mutationFn: ({ key, ...body }: { credits: number; currency: WalletCurrency; returnPath: string; key: string }) =>
      api(walletApi.createWalletPaypal, { body, headers: { [IDEMPOTENCY_HEADER]: key } }),
  });

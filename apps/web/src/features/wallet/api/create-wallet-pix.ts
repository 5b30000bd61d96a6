import { useMutation } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, walletApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';

/** POST /v1/-/wallet/pix: a Pix charge of 30 minutes for the credits, with its BR Code and QR code. */
export const useCreateWalletPix = () =>
  useMutation({
    mutationFn: ({ credits, key }: { credits: number; key: string }) =>
      api(walletApi.createWalletPix, { body: { credits }, headers: { [IDEMPOTENCY_HEADER]: key } }),
  });

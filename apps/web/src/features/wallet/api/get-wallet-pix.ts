import { queryOptions } from '@tanstack/react-query';
import { type WalletPixCharge, walletApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { paymentKeys } from './keys.ts';

/** How often the page asks whether a pending charge was paid. */
const PIX_POLL_MS = 3000;

/** GET /v1/-/wallet/pix/:id: asked again every 3 seconds while the charge waits, never once it is paid or expired. */
export const walletPixQuery = (workspaceId: string, charge: WalletPixCharge) =>
  queryOptions({
    queryKey: paymentKeys.pix(workspaceId, charge.id),
    queryFn: () => api(walletApi.getWalletPix, { params: { id: charge.id } }),
    initialData: charge,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PIX_POLL_MS : false),
    refetchIntervalInBackground: true,
  });

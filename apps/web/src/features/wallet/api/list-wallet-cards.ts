import { queryOptions } from '@tanstack/react-query';
import { walletApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { paymentKeys } from './keys.ts';

/** GET /v1/-/wallet/card: the company's saved cards (brand, last digits, holder, expiry). */
export const savedCardsQuery = (workspaceId: string) =>
  queryOptions({ queryKey: paymentKeys.cards(workspaceId), queryFn: () => api(walletApi.listWalletCards) });

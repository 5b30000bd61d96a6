import { queryOptions } from '@tanstack/react-query';
import { walletApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { paymentKeys } from './keys.ts';

/** GET /v1/-/wallet/rates: prices, packages, limits, the company's status and where a card is tokenized. */
export const walletRatesQuery = (workspaceId: string) =>
  queryOptions({ queryKey: paymentKeys.rates(workspaceId), queryFn: () => api(walletApi.getWalletRates) });

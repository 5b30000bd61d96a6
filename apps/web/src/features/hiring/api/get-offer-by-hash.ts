import { queryOptions } from '@tanstack/react-query';
import { hiringApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { hiringKeys } from './keys.ts';

/** GET /v1/offers/by-hash/:hash: the offer of an e-mailed link, without answering it (never retried). */
export const offerByHashQuery = (hash: string) =>
  queryOptions({
    queryKey: hiringKeys.offerByHash(hash),
    queryFn: () => api(hiringApi.getOfferByHash, { params: { hash } }),
    retry: false,
  });

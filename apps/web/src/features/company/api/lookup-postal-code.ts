import { queryOptions } from '@tanstack/react-query';
import { lookupsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { companyKeys } from './keys.ts';

/** GET /v1/postal-codes/:cep: the address of a Brazilian postal code (8 digits), kept for the visit. */
export const postalCodeQuery = (cep: string) =>
  queryOptions({
    queryKey: companyKeys.postalCode(cep),
    queryFn: () => api(lookupsApi.lookupPostalCode, { params: { cep } }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

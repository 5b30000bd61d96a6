import { queryOptions } from '@tanstack/react-query';
import { certificatesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { certificateKeys } from './keys.ts';

/** GET /v1/certificates/:code: what a certificate says, for anyone holding its code. */
export const certificateQuery = (code: string) =>
  queryOptions({
    queryKey: certificateKeys.byCode(code),
    queryFn: () => api(certificatesApi.getCertificate, { params: { code } }),
    retry: false,
  });

import { queryOptions } from '@tanstack/react-query';
import { certificatesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { certificateKeys } from './keys.ts';

/** GET /v1/myself/certificates: the signed-in person's certificates, newest first. */
export const myCertificatesQuery = () =>
  queryOptions({
    queryKey: certificateKeys.mine(),
    queryFn: () => api(certificatesApi.listMyCertificates),
  });

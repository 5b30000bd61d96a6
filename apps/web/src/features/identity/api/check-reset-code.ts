import { queryOptions } from '@tanstack/react-query';
import { identityApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { identityKeys } from './keys.ts';

/** GET /v1/resetpassw/:code: whether the recovery link still works, asked when it is opened. */
export const resetCodeQuery = (code: string) =>
  queryOptions({
    queryKey: identityKeys.resetCode(code),
    queryFn: () => api(identityApi.checkPasswordResetCode, { params: { code } }),
    retry: false,
    staleTime: 0,
  });

import { useMutation } from '@tanstack/react-query';
import { identityApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';

/** POST /v1/resetpassword: e-mails a one-time recovery link. */
export const useRequestPasswordRecovery = () =>
  useMutation({ mutationFn: (email: string) => api(identityApi.requestPasswordRecovery, { body: { email } }) });

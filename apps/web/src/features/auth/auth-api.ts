import { type EndpointBody, identityApi } from '@trilha/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api/client.ts';

export type RegisterBody = EndpointBody<typeof identityApi.registerCandidate>;
type ResetBody = EndpointBody<typeof identityApi.resetPasswordWithCode>;

/** POST /v1/register/candidate: creates the account and answers with a session. */
export const useRegisterCandidate = () => useMutation({ mutationFn: (body: RegisterBody) => api(identityApi.registerCandidate, { body }) });

/** POST /v1/resetpassword: e-mails a one-time recovery link. */
export const useRequestPasswordRecovery = () => useMutation({ mutationFn: (email: string) => api(identityApi.requestPasswordRecovery, { body: { email } }) });

/** POST /v1/resetpassw/:code: sets a new password with the code from the recovery e-mail. */
export const useResetPasswordWithCode = (code: string) =>
  useMutation({ mutationFn: (body: ResetBody) => api(identityApi.resetPasswordWithCode, { params: { code }, body }) });

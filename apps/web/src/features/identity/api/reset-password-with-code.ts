import { useMutation } from '@tanstack/react-query';
import { type EndpointBody, identityApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';

type ResetBody = EndpointBody<typeof identityApi.resetPasswordWithCode>;

/** POST /v1/resetpassw/:code: sets a new password with the code from the recovery e-mail. */
export const useResetPasswordWithCode = (code: string) =>
  useMutation({ mutationFn: (body: ResetBody) => api(identityApi.resetPasswordWithCode, { params: { code }, body }) });

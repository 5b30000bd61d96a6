import { useMutation } from '@tanstack/react-query';
import { type EndpointBody, identityApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { startSession } from '../../../lib/session/session.ts';

type LoginBody = EndpointBody<typeof identityApi.login>;

/** POST /v1/auth: signs in and starts the session (the caller decides where to go). */
export const useLogin = () =>
  useMutation({
    mutationFn: (body: LoginBody) => api(identityApi.login, { body }),
    onSuccess: ({ token, user }) => startSession(token, user),
  });

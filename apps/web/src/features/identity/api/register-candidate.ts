import { useMutation } from '@tanstack/react-query';
import { type EndpointBody, identityApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { startSession } from '../../../lib/session/session.ts';

export type RegisterBody = EndpointBody<typeof identityApi.registerCandidate>;

/** POST /v1/register/candidate: creates the account and starts its session. */
export const useRegisterCandidate = () =>
  useMutation({
    mutationFn: (body: RegisterBody) => api(identityApi.registerCandidate, { body }),
    onSuccess: ({ token, user }) => startSession(token, user),
  });

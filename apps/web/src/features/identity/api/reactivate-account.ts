import { useMutation } from '@tanstack/react-query';
import { identityApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { refreshSession } from '../../../lib/session/session.ts';

/** PATCH /v1/myself/reactivate: answers with the refreshed user, which becomes the session's. */
export const useReactivateAccount = () =>
  useMutation({
    mutationFn: () => api(identityApi.reactivateAccount),
    onSuccess: ({ user }) => refreshSession(user),
  });

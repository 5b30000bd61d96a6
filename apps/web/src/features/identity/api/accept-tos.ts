import { useMutation } from '@tanstack/react-query';
import { identityApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { refreshSession } from '../../../lib/session/session.ts';

/** POST /v1/-/tos for the user (no workspace). */
export const useAcceptTos = () =>
  useMutation({
    mutationFn: () => api(identityApi.acceptTos, { body: {} }),
    onSuccess: () => refreshSession(),
  });

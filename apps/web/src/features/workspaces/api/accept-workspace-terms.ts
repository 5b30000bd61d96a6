import { useMutation } from '@tanstack/react-query';
import { identityApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { refreshSession } from '../../../lib/session/session.ts';

/** POST /v1/-/tos with the workspace: the member accepts the company's terms of use. */
export const useAcceptWorkspaceTerms = (workspaceId: string) =>
  useMutation({
    mutationFn: () => api(identityApi.acceptTos, { body: { workspaceId } }),
    onSuccess: () => refreshSession(),
  });

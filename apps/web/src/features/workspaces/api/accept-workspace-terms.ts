import { useMutation, useQueryClient } from '@tanstack/react-query';
import { identityApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';

/**
 * POST /v1/-/tos with the workspace: the member accepts the company's terms of use. Until then the server showed
 * them none of the company's private items, so every answer cached before (the session's included) is stale.
 */
export function useAcceptWorkspaceTerms(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(identityApi.acceptTos, { body: { workspaceId } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workspacesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { workspaceKeys } from './keys.ts';

/** DELETE /v1/workspaces/:id/users/:userId: removes a member. */
export function useRemoveMember(workspaceId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(workspacesApi.removeMember, { params: { id: workspaceId, userId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.members(workspaceId) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InviteRole, workspacesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { workspaceKeys } from './keys.ts';

/** PATCH /v1/workspaces/:id/users/:userId: gives a member another role. */
export function useChangeMemberRole(workspaceId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: InviteRole) => api(workspacesApi.changeMemberRole, { params: { id: workspaceId, userId }, body: { role } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.members(workspaceId) }),
  });
}

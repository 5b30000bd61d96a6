import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workspacesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { workspaceKeys } from './keys.ts';

/** PATCH /v1/workspaces/invites/:id/refuse: the invitee declines; the invite page's data is dropped. */
export function useRefuseInvite(inviteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(workspacesApi.refuseInvite, { params: { id: inviteId } }),
    onSuccess: () => queryClient.removeQueries({ queryKey: workspaceKeys.invite(inviteId) }),
  });
}

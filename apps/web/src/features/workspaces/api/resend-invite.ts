import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workspacesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { workspaceKeys } from './keys.ts';

/** PATCH /v1/workspaces/invites/:id/resend: e-mails a pending or expired invite again. */
export function useResendInvite(workspaceId: string, inviteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(workspacesApi.resendInvite, { params: { id: inviteId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.invites(workspaceId) }),
  });
}

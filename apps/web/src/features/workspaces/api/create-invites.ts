import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InviteRole, workspacesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { workspaceKeys } from './keys.ts';

/** POST /v1/workspaces/:id/invites: invites each e-mail (deduplicated, lower-cased) with one role. */
export function useCreateInvites(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ emails, role }: { emails: string[]; role: InviteRole }) =>
      api(workspacesApi.createInvites, {
        params: { id: workspaceId },
        body: { invites: [...new Set(emails.map((e) => e.toLowerCase()))].map((email) => ({ email, role })) },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.invites(workspaceId) }),
  });
}

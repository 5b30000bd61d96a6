import { useMutation } from '@tanstack/react-query';
import { workspacesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { refreshSession } from '../../../lib/session/session.ts';
import { lastWorkspaceStorage } from '../../../lib/session/token-storage.ts';

/** PATCH /v1/workspaces/invites/:id/complete: the signed-in invitee joins; the workspace becomes the last used. */
export const useCompleteInvite = (inviteId: string) =>
  useMutation({
    mutationFn: () => api(workspacesApi.completeInvite, { params: { id: inviteId } }),
    onSuccess: async ({ workspace }) => {
      lastWorkspaceStorage.set(workspace.id);
      await refreshSession();
    },
  });

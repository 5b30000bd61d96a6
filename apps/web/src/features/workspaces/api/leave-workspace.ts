import { useMutation } from '@tanstack/react-query';
import { workspacesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { refreshSession } from '../../../lib/session/session.ts';

/**
 * PATCH /v1/workspaces/:id/users: the user leaves a workspace (typing the confirmation word). `onLeft` runs here, after
 * the session refresh, not in mutate(): once the session no longer lists the workspace, the screen that asked is gone.
 */
export const useLeaveWorkspace = (workspaceId: string, { onLeft }: { onLeft: () => unknown }) =>
  useMutation({
    mutationFn: (confirmation: string) => api(workspacesApi.leaveWorkspace, { params: { id: workspaceId }, body: { confirmation } }),
    onSuccess: async () => {
      await refreshSession();
      await onLeft();
    },
  });

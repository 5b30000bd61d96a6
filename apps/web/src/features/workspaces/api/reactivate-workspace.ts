import { useMutation } from '@tanstack/react-query';
import { type WorkspaceSummary, workspacesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { refreshSession } from '../../../lib/session/session.ts';

/** PATCH /v1/workspaces/:id/reactivate: cancels a pending deletion. */
export const useReactivateWorkspace = () =>
  useMutation({
    mutationFn: (workspace: Pick<WorkspaceSummary, 'id'>) => api(workspacesApi.reactivateWorkspace, { params: { id: workspace.id } }),
    onSuccess: () => refreshSession(),
  });

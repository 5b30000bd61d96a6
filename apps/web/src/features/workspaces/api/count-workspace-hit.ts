import { useMutation } from '@tanstack/react-query';
import { workspacesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';

/** PATCH /v1/workspace/:id/hits: counts one visit of a workspace's public page. */
export const useCountWorkspaceHit = () =>
  useMutation({ mutationFn: (workspaceId: string) => api(workspacesApi.countWorkspaceHit, { params: { id: workspaceId } }) });

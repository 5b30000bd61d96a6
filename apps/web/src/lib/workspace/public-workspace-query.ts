import { queryOptions } from '@tanstack/react-query';
import { workspacesApi } from '@trilha/contract';
import { api } from '../api/client.ts';

/** GET /v1/workspaces/:id: a workspace's public data (id or subdomain), for its public page and for portal themes. */
export const publicWorkspaceQuery = (id: string) =>
  queryOptions({
    queryKey: ['workspace-public', id],
    queryFn: () => api(workspacesApi.getWorkspace, { params: { id } }),
  });

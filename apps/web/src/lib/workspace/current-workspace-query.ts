import { queryOptions } from '@tanstack/react-query';
import { workspacesApi } from '@trilha/contract';
import { api } from '../api/client.ts';

/** GET /v1/workspaces/current for a company the user reaches without being a member (support staff). */
export const currentWorkspaceQuery = (domain: string) =>
  queryOptions({
    queryKey: ['workspace-current', domain],
    queryFn: () => api(workspacesApi.getCurrentWorkspace, { company: domain }),
  });

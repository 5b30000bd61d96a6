import { queryOptions } from '@tanstack/react-query';
import { workspacesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { jobKeys } from './keys.ts';

/** GET /v1/workspaces/:id/users: the company's members who may be linked to a position (the first hundred, by name). */
export const linkableMembersQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: jobKeys.members(workspaceId),
    queryFn: () => api(workspacesApi.listMembers, { params: { id: workspaceId }, query: { page: 1, limit: 100 } }),
    staleTime: 60_000,
  });

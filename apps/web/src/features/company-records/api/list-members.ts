import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { workspacesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { recordKeys } from './keys.ts';

/** GET /v1/workspaces/:id/users: the company's members whose name or e-mail matches, to pick a dependent's holder. */
export const holderOptionsQuery = (workspaceId: string, search: string) =>
  queryOptions({
    queryKey: recordKeys.members(workspaceId, search),
    queryFn: () =>
      api(workspacesApi.listMembers, { params: { id: workspaceId }, query: { search: search || undefined, page: 1, limit: 20 } }),
    placeholderData: keepPreviousData,
  });

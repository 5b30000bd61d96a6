import { queryOptions } from '@tanstack/react-query';
import { companyRecordsApi, contentsApi, workspacesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { assignmentKeys } from './keys.ts';

/** The pickers' choices: the company's newest contents and pathways (up to 100 each) and its active departments. */
export const contentOptionsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: assignmentKeys.options(workspaceId, 'contents'),
    queryFn: () =>
      api(contentsApi.listWorkspaceContents, { params: { workspaceId }, query: { page: 1, limit: 100, filter: 'all', order: 'DESC' } }),
  });

export const listOptionsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: assignmentKeys.options(workspaceId, 'lists'),
    queryFn: () => api(contentsApi.listWorkspaceLists, { params: { id: workspaceId }, query: { page: 1, limit: 100, order: 'DESC' } }),
  });

export const departmentOptionsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: assignmentKeys.options(workspaceId, 'departments'),
    queryFn: () => api(companyRecordsApi.listDepartments, { query: { removed: false } }),
  });

/** The company's members whose name or e-mail matches, to pick who is assigned. */
export const peopleOptionsQuery = (workspaceId: string, search: string) =>
  queryOptions({
    queryKey: assignmentKeys.options(workspaceId, 'people', search),
    queryFn: () =>
      api(workspacesApi.listMembers, { params: { id: workspaceId }, query: { search: search || undefined, page: 1, limit: 20 } }),
  });

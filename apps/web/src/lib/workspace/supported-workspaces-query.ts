import { queryOptions } from '@tanstack/react-query';
import { workspacesApi } from '@trilha/contract';
import { api } from '../api/client.ts';

/**
 * GET /v1/support/workspaces: the companies whose admin center support staff may enter. The support selection lists
 * them, and the business guard asks it before opening a company, so a company that refuses support is told without
 * a refused call (a 403 in the console).
 */
export const supportedWorkspacesQuery = () =>
  queryOptions({
    queryKey: ['supported-workspaces'] as const,
    queryFn: () => api(workspacesApi.listSupportedWorkspaces),
    staleTime: 60_000,
  });

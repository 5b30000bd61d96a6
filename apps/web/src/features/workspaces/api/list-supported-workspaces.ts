import { queryOptions } from '@tanstack/react-query';
import { workspacesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { workspaceKeys } from './keys.ts';

/** GET /v1/support/workspaces: the companies whose admin center support staff may enter. */
export const supportedWorkspacesQuery = () =>
  queryOptions({
    queryKey: workspaceKeys.supported(),
    queryFn: () => api(workspacesApi.listSupportedWorkspaces),
  });

import { queryOptions } from '@tanstack/react-query';
import { type ASSET_PREFIXES, workspacesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { workspaceKeys } from './keys.ts';

/** The sample images offered for a workspace's picture or cover; they never change while the app runs. */
export const assetsQuery = (prefix: (typeof ASSET_PREFIXES)[number]) =>
  queryOptions({
    queryKey: workspaceKeys.assets(prefix),
    queryFn: () => api(workspacesApi.listAssets, { query: { prefix } }),
    staleTime: Number.POSITIVE_INFINITY,
  });

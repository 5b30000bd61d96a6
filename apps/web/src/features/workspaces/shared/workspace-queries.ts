import { type ASSET_PREFIXES, workspacesApi } from '@trilha/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

/** A workspace's public page data (id or subdomain); the same key the login theme uses. */
export const publicWorkspaceQuery = (id: string) =>
  queryOptions({
    queryKey: ['workspace-public', id],
    queryFn: () => api(workspacesApi.getWorkspace, { params: { id } }),
  });

/** Sample images of the setup wizard. */
export const assetsQuery = (prefix: (typeof ASSET_PREFIXES)[number]) =>
  queryOptions({
    queryKey: ['assets', prefix],
    queryFn: () => api(workspacesApi.listAssets, { query: { prefix } }),
    staleTime: Number.POSITIVE_INFINITY,
  });

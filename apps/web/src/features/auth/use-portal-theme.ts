import { workspacesApi } from '@trilha/contract';
import { useQuery } from '@tanstack/react-query';
import { useApplyWorkspaceStyle } from '../../app/active-style.tsx';
import { api } from '../../lib/api/client.ts';

/** The login `theme` query names a portal (subdomain or id): its colours dress the public screens. */
export function usePortalTheme(theme: string | null): void {
  const { data } = useQuery({
    queryKey: ['workspace-public', theme],
    queryFn: () => api(workspacesApi.getWorkspace, { params: { id: theme ?? '' } }),
    enabled: Boolean(theme),
    retry: false,
  });
  useApplyWorkspaceStyle(data?.customStyle ?? null);
}

import { useQuery } from '@tanstack/react-query';
import { useApplyWorkspaceStyle } from './active-style.tsx';
import { publicWorkspaceQuery } from './public-workspace-query.ts';

/** The login `theme` query names a portal (subdomain or id): its colours dress the public screens. */
export function usePortalTheme(theme: string | null): void {
  const { data } = useQuery({ ...publicWorkspaceQuery(theme ?? ''), enabled: Boolean(theme), retry: false });
  useApplyWorkspaceStyle(data?.customStyle ?? null);
}

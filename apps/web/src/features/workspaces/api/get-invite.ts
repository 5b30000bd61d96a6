import { queryOptions } from '@tanstack/react-query';
import { workspacesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { workspaceKeys } from './keys.ts';

/**
 * GET /v1/workspaces/invites/:token: an invite's public data (the token is the invite id of the e-mail link), read by
 * the invite page (workspaces) and by the sign-up that comes from it (identity, for the invited address).
 */
export const inviteQuery = (token: string) =>
  queryOptions({
    queryKey: workspaceKeys.invite(token),
    queryFn: () => api(workspacesApi.getInvite, { params: { token } }),
    retry: false,
  });

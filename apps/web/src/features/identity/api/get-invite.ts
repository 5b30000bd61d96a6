import { queryOptions } from '@tanstack/react-query';
import { workspacesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { identityKeys } from './keys.ts';

/** GET /v1/workspaces/invites/:token: the invite a sign-up comes from, for the address it was sent to. */
export const inviteQuery = (inviteId: string) =>
  queryOptions({
    queryKey: identityKeys.invite(inviteId),
    queryFn: () => api(workspacesApi.getInvite, { params: { token: inviteId } }),
    retry: false,
  });

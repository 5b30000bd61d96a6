import { queryOptions } from '@tanstack/react-query';
import { applicationInvitesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { applicationInviteKeys } from './keys.ts';

/** GET /v1/applications/invites: the signed-in candidate's pending invites to apply. */
export const myInvitesQuery = queryOptions({
  queryKey: applicationInviteKeys.mine,
  queryFn: () => api(applicationInvitesApi.listMyApplicationInvites),
});

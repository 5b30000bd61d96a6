import { queryOptions } from '@tanstack/react-query';
import { applicationInvitesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { applicationInviteKeys } from './keys.ts';

/** POST /v1/applications/invites/external/:hash: what the link offers, or why it no longer works (never retried). */
export const prospectInviteQuery = (hash: string) =>
  queryOptions({
    queryKey: applicationInviteKeys.prospect(hash),
    queryFn: () => api(applicationInvitesApi.getProspectInvite, { params: { hash } }),
    retry: false,
  });

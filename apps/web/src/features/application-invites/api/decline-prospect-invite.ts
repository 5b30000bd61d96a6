import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationInvitesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { applicationInviteKeys } from './keys.ts';

/** POST /v1/applications/invites/external/decline/:hash: declines, irreversibly; no session needed. */
export const useDeclineProspectInvite = (hash: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(applicationInvitesApi.declineProspectInvite, { params: { hash } }),
    onSuccess: () => queryClient.removeQueries({ queryKey: applicationInviteKeys.prospect(hash) }),
  });
};

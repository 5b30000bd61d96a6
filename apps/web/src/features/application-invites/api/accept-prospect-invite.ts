import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationInvitesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { applicationInviteKeys } from './keys.ts';

/** POST /v1/applications/invites/external/accept/:hash: the signed-in addressee accepts; the link is spent. */
export const useAcceptProspectInvite = (hash: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(applicationInvitesApi.acceptProspectInvite, { params: { hash } }),
    onSuccess: () => queryClient.removeQueries({ queryKey: applicationInviteKeys.prospect(hash) }),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApplicationInvitesForm, applicationInvitesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { applicationInviteKeys } from './keys.ts';

/** POST /v1/-/positions/:id/invites: invites e-mails to apply (users in the app, the others by a link). */
export const useCreateApplicationInvites = (positionId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplicationInvitesForm) => api(applicationInvitesApi.createApplicationInvites, { params: { id: positionId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationInviteKeys.position(positionId) }),
  });
};

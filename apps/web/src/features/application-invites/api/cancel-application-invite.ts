import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationInvitesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { applicationInviteKeys } from './keys.ts';

/** DELETE /v1/-/invites/applications/:id: cancels a pending invite; its link stops working. */
export const useCancelApplicationInvite = (positionId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => api(applicationInvitesApi.cancelApplicationInvite, { params: { id: inviteId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationInviteKeys.position(positionId) }),
  });
};

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApplicationInvitesForm, applicationInvitesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';

const applicationInviteKeys = {
  position: (positionId: string) => ['positions', 'application-invites', positionId] as const,
};

/** GET /v1/-/positions/:id/invites: a position's invites to apply with their status. */
export const positionInvitesQuery = (positionId: string) =>
  queryOptions({
    queryKey: applicationInviteKeys.position(positionId),
    queryFn: () => api(applicationInvitesApi.listPositionInvites, { params: { id: positionId }, query: {} }),
  });

/** POST /v1/-/positions/:id/invites: invites e-mails to apply (users in the app, the others by a link). */
export const useCreateApplicationInvites = (positionId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplicationInvitesForm) => api(applicationInvitesApi.createApplicationInvites, { params: { id: positionId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationInviteKeys.position(positionId) }),
  });
};

/** DELETE /v1/-/invites/applications/:id: cancels a pending invite; its link stops working. */
export const useCancelApplicationInvite = (positionId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => api(applicationInvitesApi.cancelApplicationInvite, { params: { id: inviteId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationInviteKeys.position(positionId) }),
  });
};

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApplicationInviteFeedback, applicationInvitesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';

const myInvitesKey = ['application-invites', 'mine'] as const;

/** GET /v1/applications/invites: the signed-in candidate's pending invites to apply. */
export const myInvitesQuery = queryOptions({
  queryKey: myInvitesKey,
  queryFn: () => api(applicationInvitesApi.listMyApplicationInvites),
});

/** POST /v1/applications/invites/feedback: accepts or rejects (irreversibly) one invite; the list then drops it. */
export const useAnswerInvite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplicationInviteFeedback) => api(applicationInvitesApi.answerApplicationInvite, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myInvitesKey }),
  });
};

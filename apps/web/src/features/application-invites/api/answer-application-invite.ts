import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApplicationInviteFeedback, applicationInvitesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { applicationInviteKeys } from './keys.ts';

/** POST /v1/applications/invites/feedback: accepts or rejects (irreversibly) one invite; the list then drops it. */
export const useAnswerInvite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplicationInviteFeedback) => api(applicationInvitesApi.answerApplicationInvite, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationInviteKeys.mine }),
  });
};

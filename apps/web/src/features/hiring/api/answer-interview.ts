import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hiringApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { hiringKeys } from './keys.ts';

/**
 * POST /v1/meet/:interviewId/:response: accepts (picking one of the offered times, when there are) or rejects
 * (irreversibly), with optional notes. A time someone else has just taken reloads the invite.
 */
export const useAnswerInterview = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ response, notes, slot }: { response: 'accepted' | 'rejected'; notes: string | null; slot?: string }) =>
      api(hiringApi.answerInterview, { params: { interviewId: id, response }, body: { notes, ...(slot ? { slot } : {}) } }),
    onSuccess: (interview) => queryClient.setQueryData(hiringKeys.interview(id), interview),
    onError: () => queryClient.invalidateQueries({ queryKey: hiringKeys.interview(id) }),
  });
};

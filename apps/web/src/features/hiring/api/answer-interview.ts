import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hiringApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { hiringKeys } from './keys.ts';

/** POST /v1/meet/:interviewId/:response: accepts or rejects (irreversibly) with optional notes. */
export const useAnswerInterview = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ response, notes }: { response: 'accepted' | 'rejected'; notes: string | null }) =>
      api(hiringApi.answerInterview, { params: { interviewId: id, response }, body: { notes } }),
    onSuccess: (interview) => queryClient.setQueryData(hiringKeys.interview(id), interview),
  });
};

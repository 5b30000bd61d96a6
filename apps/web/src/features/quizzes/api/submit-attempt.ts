import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type QuizAttemptBody, quizzesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { quizKeys } from './keys.ts';

/** POST /v1/contents/:id/attempts: the score, whether it passed, and the attempts left today. */
export function useSubmitAttempt(contentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizAttemptBody) => api(quizzesApi.createQuizAttempt, { params: { id: contentId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: quizKeys.all(contentId) }),
  });
}

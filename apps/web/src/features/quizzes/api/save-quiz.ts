import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type QuizBody, quizzesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { quizKeys } from './keys.ts';

/** PUT /v1/contents/:id/quiz: the whole quiz; its results start again. */
export function useSaveQuiz(contentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizBody) => api(quizzesApi.updateQuiz, { params: { id: contentId }, body }),
    onSuccess: (quiz) => {
      queryClient.setQueryData(quizKeys.quiz(contentId), quiz);
      return queryClient.invalidateQueries({ queryKey: quizKeys.results(contentId) });
    },
  });
}

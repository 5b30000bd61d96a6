import { queryOptions } from '@tanstack/react-query';
import { quizzesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { quizKeys } from './keys.ts';

/** GET /v1/contents/:id/quiz: the questions (the right options only for its editors) and the caller's attempts left. */
export const quizQuery = (contentId: string) =>
  queryOptions({ queryKey: quizKeys.quiz(contentId), queryFn: () => api(quizzesApi.getQuiz, { params: { id: contentId } }) });

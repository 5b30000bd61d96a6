import { queryOptions } from '@tanstack/react-query';
import { quizzesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { quizKeys } from './keys.ts';

/** GET /v1/contents/:id/quiz/results: attempts, passes and the share right per question (editors only). */
export const quizResultsQuery = (contentId: string) =>
  queryOptions({
    queryKey: quizKeys.results(contentId),
    queryFn: () => api(quizzesApi.getQuizResults, { params: { id: contentId } }),
  });

import { quizzesApi } from '@trilha/contract';
import { route } from '../../platform/http/context.ts';
import { createAttempt, getQuiz, getQuizResults, updateQuiz } from './quizzes.service.ts';

export const quizzesRoutes = [
  route(quizzesApi.getQuiz, ({ deps, session, lang, params }) => getQuiz(deps, session.user.id, lang, params.id)),
  route(quizzesApi.updateQuiz, ({ deps, session, lang, params, body }) => updateQuiz(deps, session.user.id, lang, params.id, body)),
  route(quizzesApi.createQuizAttempt, async ({ deps, session, lang, params, body, reply }) => {
    const result = await createAttempt(deps, session.user.id, lang, params.id, body);
    reply.status(201);
    return result;
  }),
  route(quizzesApi.getQuizResults, ({ deps, session, lang, params }) => getQuizResults(deps, session.user.id, lang, params.id)),
];

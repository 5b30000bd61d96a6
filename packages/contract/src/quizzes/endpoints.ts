import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import { quiz, quizAttemptBody, quizAttemptResult, quizBody, quizResults } from './schemas.ts';

const tag = 'quizzes';
const params = z.object({ id: z.string().min(1).max(200) });

export const getQuiz = defineEndpoint({
  method: 'GET',
  path: '/v1/contents/:id/quiz',
  summary: 'The questionnaire of a content the caller can see, with their attempts left today; the right options only to its editors',
  tag,
  access: 'session',
  scope: 'user',
  params,
  responses: { 200: quiz },
});

export const updateQuiz = defineEndpoint({
  method: 'PUT',
  path: '/v1/contents/:id/quiz',
  summary:
    'Sets the questions and passing score (0–100 %) of a questionnaire content (its author or a manager of its workspace); results restart with the new questions',
  tag,
  access: 'session',
  scope: 'user',
  params,
  body: quizBody,
  responses: { 200: quiz },
});

export const createQuizAttempt = defineEndpoint({
  method: 'POST',
  path: '/v1/contents/:id/attempts',
  summary:
    'Answers the questionnaire (option indexes per question); a score at or above the passing score concludes the content as verified. Five attempts per person per day',
  tag,
  access: 'session',
  scope: 'user',
  params,
  body: quizAttemptBody,
  responses: { 201: quizAttemptResult },
});

export const getQuizResults = defineEndpoint({
  method: 'GET',
  path: '/v1/contents/:id/quiz/results',
  summary: 'Attempts and passes of the current questions, and per question the share answered right (the content’s editors)',
  tag,
  access: 'session',
  scope: 'user',
  params,
  responses: { 200: quizResults },
});

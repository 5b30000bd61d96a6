import { z } from 'zod';
import { plainText } from '../identity/text.ts';

/** How a question is answered: one option, or exactly the set of right ones. */
export const QUESTION_KINDS = ['single_choice', 'multiple_choice'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const MAX_QUIZ_QUESTIONS = 50;
export const MAX_QUESTION_OPTIONS = 10;
/** Attempts a person has at one questionnaire in a day (UTC); the next day starts again. */
export const QUIZ_ATTEMPTS_PER_DAY = 5;

const optionIndex = z
  .number()
  .int()
  .min(0)
  .max(MAX_QUESTION_OPTIONS - 1);

/** A question as its creator writes it: `correct` holds the indexes of the right options. */
export const quizQuestionBody = z
  .object({
    text: plainText(1000, 1),
    kind: z.enum(QUESTION_KINDS),
    options: z.array(plainText(500, 1)).min(2).max(MAX_QUESTION_OPTIONS),
    correct: z.array(optionIndex).min(1, { error: 'quiz.correct_required' }).max(MAX_QUESTION_OPTIONS),
  })
  .superRefine((question, ctx) => {
    if (question.correct.some((index) => index >= question.options.length)) {
      ctx.addIssue({ code: 'custom', path: ['correct'], message: 'quiz.option_out_of_range' });
    } else if (new Set(question.correct).size !== question.correct.length) {
      ctx.addIssue({ code: 'custom', path: ['correct'], message: 'invalid' });
    } else if (question.kind === 'single_choice' && question.correct.length > 1) {
      ctx.addIssue({ code: 'custom', path: ['correct'], message: 'quiz.single_choice_one' });
    }
  });
export type QuizQuestionBody = z.input<typeof quizQuestionBody>;

/** PUT /v1/contents/:id/quiz: the whole quiz; `passingScore` is the percentage of right questions that passes. */
export const quizBody = z.object({
  passingScore: z.number().int().min(0).max(100),
  questions: z.array(quizQuestionBody).min(1).max(MAX_QUIZ_QUESTIONS),
});
export type QuizBody = z.input<typeof quizBody>;

/** An attempt: per question, the indexes of the options chosen. */
export const quizAttemptBody = z.object({
  answers: z.array(z.array(z.number().int().min(0).max(99)).max(MAX_QUESTION_OPTIONS)).max(MAX_QUIZ_QUESTIONS),
});
export type QuizAttemptBody = z.input<typeof quizAttemptBody>;

/** A question as the API shows it: `correct` only to the content's editors. */
export const quizQuestion = z.object({
  text: z.string(),
  kind: z.enum(QUESTION_KINDS),
  options: z.array(z.string()),
  correct: z.array(z.number()).optional(),
});
export type QuizQuestion = z.output<typeof quizQuestion>;

export const quiz = z.object({
  contentId: z.string(),
  passingScore: z.number(),
  questions: z.array(quizQuestion),
  /** whether the caller may change it and see its results */
  canManage: z.boolean(),
  attemptsPerDay: z.number(),
  /** the caller's attempts left today */
  attemptsLeft: z.number(),
  /** whether the caller concluded the content by passing it, and their best score */
  verified: z.boolean(),
  bestScore: z.number().nullable(),
});
export type Quiz = z.output<typeof quiz>;

/** The result of one attempt: the share of questions answered exactly right, in percent. */
export const quizAttemptResult = z.object({
  score: z.number(),
  passed: z.boolean(),
  passingScore: z.number(),
  attemptsLeft: z.number(),
  verified: z.boolean(),
});
export type QuizAttemptResult = z.output<typeof quizAttemptResult>;

/** What the creator sees: totals of the current questions' attempts and, per question, how many got it right. */
export const quizResults = z.object({
  attempts: z.number(),
  passes: z.number(),
  questions: z.array(
    z.object({
      text: z.string(),
      attempts: z.number(),
      /** the percentage of attempts that answered it exactly right */
      rightShare: z.number(),
    }),
  ),
});
export type QuizResults = z.output<typeof quizResults>;

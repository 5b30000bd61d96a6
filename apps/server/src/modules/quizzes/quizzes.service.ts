import {
  type ContentItem,
  type Language,
  QUIZ_ATTEMPTS_PER_DAY,
  type Quiz,
  type QuizAttemptResult,
  type QuizResults,
  type quizAttemptBody,
  type quizBody,
} from '@trilha/contract';
import type { z } from 'zod';
import { UUID_PATTERN } from '../../platform/db/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { takeAllowance } from '../../platform/throttle.data.ts';
import { findContentItems, findVerification, recordVerifiedConclusion, toContentItem } from '../contents/index.ts';
import { attemptTotals, countAttemptsSince, findQuiz, insertAttempt, type QuizRow, upsertQuiz } from './quizzes.data.ts';
import { checkAnswers, scoreOf } from './scoring.ts';

const DAY = 24 * 36e5;
/** The daily limit counts from midnight UTC, so "a new day" is the same day for everyone. */
const startOfDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** The content as the caller sees it: a private one outside their workspaces does not exist for them (404). */
async function visibleContent(deps: Deps, userId: string, lang: Language, id: string): Promise<ContentItem> {
  const [row] = UUID_PATTERN.test(id) ? await findContentItems(deps.db, userId, lang, [id]) : [];
  if (!row || (row.private && !row.viewerRole)) throw new AppError('content.not_found');
  return toContentItem(userId, row);
}

/** Only a content's editors (its author, a manager of its workspace) change its quiz or read its results. */
async function editableContent(deps: Deps, userId: string, lang: Language, id: string): Promise<ContentItem> {
  const content = await visibleContent(deps, userId, lang, id);
  if (!content.canManage) throw new AppError('permission.denied');
  return content;
}

async function quizOf(deps: Deps, content: ContentItem): Promise<QuizRow> {
  const quiz = content.type === 'questionnaire' ? await findQuiz(deps.db, content.id) : null;
  if (!quiz) throw new AppError('quiz.not_found');
  return quiz;
}

const attemptsLeft = async (deps: Deps, contentId: string, userId: string) =>
  Math.max(0, QUIZ_ATTEMPTS_PER_DAY - (await countAttemptsSince(deps.db, contentId, userId, startOfDay(deps.clock.now()))));

async function present(deps: Deps, userId: string, content: ContentItem, quiz: QuizRow): Promise<Quiz> {
  const verification = await findVerification(deps.db, userId, content.id);
  return {
    contentId: content.id,
    passingScore: quiz.passingScore,
    // the right options stay with the people who write the quiz
    questions: quiz.questions.map(({ correct, ...question }) => (content.canManage ? { ...question, correct } : question)),
    canManage: content.canManage,
    attemptsPerDay: QUIZ_ATTEMPTS_PER_DAY,
    attemptsLeft: await attemptsLeft(deps, content.id, userId),
    verified: verification.verified,
    bestScore: verification.score,
  };
}

/** GET /v1/contents/:id/quiz: the questions for anyone who sees the content. */
export async function getQuiz(deps: Deps, userId: string, lang: Language, id: string): Promise<Quiz> {
  const content = await visibleContent(deps, userId, lang, id);
  return present(deps, userId, content, await quizOf(deps, content));
}

/** PUT /v1/contents/:id/quiz: the whole quiz, by an editor of a questionnaire content. */
export async function updateQuiz(deps: Deps, userId: string, lang: Language, id: string, body: z.output<typeof quizBody>) {
  const content = await editableContent(deps, userId, lang, id);
  if (content.type !== 'questionnaire') throw new AppError('quiz.not_questionnaire');
  const quiz = await upsertQuiz(deps.db, content.id, body.passingScore, body.questions, deps.clock.now());
  return present(deps, userId, content, quiz);
}

/**
 * POST /v1/contents/:id/attempts: scores the answers; a pass concludes the content as verified. The day's allowance
 * is taken in the same transaction as the attempt, so parallel attempts cannot pass the limit and a failed one
 * costs nothing.
 */
export async function createAttempt(
  deps: Deps,
  userId: string,
  lang: Language,
  id: string,
  body: z.output<typeof quizAttemptBody>,
): Promise<QuizAttemptResult> {
  const content = await visibleContent(deps, userId, lang, id);
  const quiz = await quizOf(deps, content);
  const answers = checkAnswers(quiz.questions, body.answers);
  const { rights, score } = scoreOf(quiz.questions, answers);
  const passed = score >= quiz.passingScore;
  const now = deps.clock.now();
  const key = `quiz:${content.id}:${userId}:${startOfDay(now).toISOString().slice(0, 10)}`;
  await deps.db.transaction(async (tx) => {
    if (!(await takeAllowance(tx, [{ key, max: QUIZ_ATTEMPTS_PER_DAY, windowMs: DAY }], now))) {
      throw new AppError('quiz.attempts_exhausted');
    }
    await insertAttempt(tx, { contentId: content.id, userId, quizVersion: quiz.version, answers, rights, score, passed, createdAt: now });
    if (passed) await recordVerifiedConclusion(tx, userId, content.id, score, now);
  });
  const verification = await findVerification(deps.db, userId, content.id);
  return {
    score,
    passed,
    passingScore: quiz.passingScore,
    attemptsLeft: await attemptsLeft(deps, content.id, userId),
    verified: verification.verified,
  };
}

/** GET /v1/contents/:id/quiz/results: the current questions' attempts, for the content's editors. */
export async function getQuizResults(deps: Deps, userId: string, lang: Language, id: string): Promise<QuizResults> {
  const content = await editableContent(deps, userId, lang, id);
  const quiz = await quizOf(deps, content);
  const totals = await attemptTotals(deps.db, content.id, quiz.version);
  return {
    attempts: totals.attempts,
    passes: totals.passes,
    questions: quiz.questions.map((question, index) => ({
      text: question.text,
      attempts: totals.attempts,
      rightShare: totals.attempts === 0 ? 0 : Math.round(((totals.rightByQuestion.get(index) ?? 0) * 100) / totals.attempts),
    })),
  };
}

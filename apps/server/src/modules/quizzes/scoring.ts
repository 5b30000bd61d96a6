import { AppError } from '../../platform/http/app-error.ts';
import type { StoredQuestion } from './quizzes.data.ts';

/**
 * The answers as the quiz takes them: one list of option indexes per question, each index an option of its
 * question, at most one on a single-choice question. An empty list is a question left blank (and wrong).
 * Refusals name the question (`answers.<n>`) so the screen can point at it.
 */
export function checkAnswers(questions: StoredQuestion[], answers: number[][]): number[][] {
  if (answers.length !== questions.length) throw new AppError('quiz.answers_count', { answers: 'invalid' });
  return questions.map((question, index) => {
    const chosen = [...new Set(answers[index] ?? [])].sort((a, b) => a - b);
    if (chosen.some((option) => option >= question.options.length)) {
      throw new AppError('quiz.answer_out_of_range', { [`answers.${index}`]: 'invalid' });
    }
    if (question.kind === 'single_choice' && chosen.length > 1) {
      throw new AppError('quiz.single_choice_answer', { [`answers.${index}`]: 'quiz.single_choice_one' });
    }
    return chosen;
  });
}

/** A question is right when its chosen set is exactly its right set; the score is the percentage of right questions. */
export function scoreOf(questions: StoredQuestion[], answers: number[][]) {
  const rights = questions.map((question, index) => {
    const chosen = answers[index] ?? [];
    return chosen.length === question.correct.length && question.correct.every((option) => chosen.includes(option));
  });
  const score = questions.length === 0 ? 0 : Math.round((rights.filter(Boolean).length * 100) / questions.length);
  return { rights, score };
}

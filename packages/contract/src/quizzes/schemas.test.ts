import { describe, expect, it } from 'vitest';
import { quizAttemptBody, quizBody } from './schemas.ts';

const question = (fields: Record<string, unknown> = {}) => ({
  text: 'Qual comando lê linhas?',
  kind: 'single_choice',
  options: ['INSERT', 'SELECT'],
  correct: [1],
  ...fields,
});
const issuesOf = (value: unknown) => {
  const result = quizBody.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('quizBody', () => {
  it('takes a quiz of single and multiple choice questions', () => {
    expect(issuesOf({ passingScore: 70, questions: [question(), question({ kind: 'multiple_choice', correct: [0, 1] })] })).toEqual([]);
  });

  it('names the rule each wrong question breaks', () => {
    expect(issuesOf({ passingScore: 70, questions: [question({ correct: [0, 1] })] })).toEqual([
      { path: 'questions.0.correct', message: 'quiz.single_choice_one' },
    ]);
    expect(issuesOf({ passingScore: 70, questions: [question({ correct: [2] })] })).toEqual([
      { path: 'questions.0.correct', message: 'quiz.option_out_of_range' },
    ]);
    expect(issuesOf({ passingScore: 70, questions: [question({ correct: [] })] })).toEqual([
      { path: 'questions.0.correct', message: 'quiz.correct_required' },
    ]);
  });

  it('keeps the passing score a percentage and a quiz non-empty', () => {
    expect(issuesOf({ passingScore: 101, questions: [question()] }).map((issue) => issue.path)).toEqual(['passingScore']);
    expect(issuesOf({ passingScore: -1, questions: [question()] }).map((issue) => issue.path)).toEqual(['passingScore']);
    expect(issuesOf({ passingScore: 50, questions: [] }).map((issue) => issue.path)).toEqual(['questions']);
  });
});

describe('quizAttemptBody', () => {
  it('takes option indexes per question and refuses anything else', () => {
    expect(quizAttemptBody.safeParse({ answers: [[1], [0, 2]] }).success).toBe(true);
    expect(quizAttemptBody.safeParse({ answers: [['a']] }).success).toBe(false);
    expect(quizAttemptBody.safeParse({ answers: [[-1]] }).success).toBe(false);
  });
});

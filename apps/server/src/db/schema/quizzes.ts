import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contents } from './contents.ts';
import { users } from './identity.ts';

/** A question as stored: its options and the indexes of the right ones. */
export interface StoredQuestion {
  text: string;
  kind: 'single_choice' | 'multiple_choice';
  options: string[];
  correct: number[];
}

/**
 * The questionnaire of a content, one row per content: its questions as one document, written whole by its editor.
 * `version` counts the writes, so results count only attempts at the current questions.
 */
export const quizzes = pgTable('quizzes', {
  contentId: uuid('content_id')
    .primaryKey()
    .references(() => contents.id, { onDelete: 'cascade' }),
  passingScore: integer('passing_score').notNull(),
  questions: jsonb('questions').$type<StoredQuestion[]>().notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
export type QuizRow = typeof quizzes.$inferSelect;

/** Every attempt at a questionnaire: the answers, which questions were right, and the score. */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    contentId: uuid('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizVersion: integer('quiz_version').notNull(),
    answers: jsonb('answers').$type<number[][]>().notNull(),
    /** per question, whether it was answered exactly right */
    rights: jsonb('rights').$type<boolean[]>().notNull(),
    score: integer('score').notNull(),
    passed: boolean('passed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // a person's attempts today at one questionnaire (the daily limit)
    index('quiz_attempts_content_user_created_idx').on(t.contentId, t.userId, t.createdAt),
    // the creator's results: the attempts at the current questions
    index('quiz_attempts_content_version_idx').on(t.contentId, t.quizVersion),
    // a person's own attempts ("download my data", and the rows an account deletion removes)
    index('quiz_attempts_user_created_idx').on(t.userId, t.createdAt),
  ],
);

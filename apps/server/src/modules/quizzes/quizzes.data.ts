import { and, eq, gte, sql } from 'drizzle-orm';
import { quizAttempts, quizzes, type StoredQuestion } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';

export type { QuizRow, StoredQuestion } from '../../db/schema/index.ts';

export async function findQuiz(q: Queryable, contentId: string) {
  const [row] = await q.select().from(quizzes).where(eq(quizzes.contentId, contentId));
  return row ?? null;
}

/** Writes the whole quiz; a rewrite is a new version, so results start over with the new questions. */
export async function upsertQuiz(q: Queryable, contentId: string, passingScore: number, questions: StoredQuestion[], now: Date) {
  const [row] = await q
    .insert(quizzes)
    .values({ contentId, passingScore, questions, version: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: quizzes.contentId,
      set: { passingScore, questions, version: sql`${quizzes.version} + 1`, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error('quiz upsert returned nothing');
  return row;
}

export interface NewAttempt {
  contentId: string;
  userId: string;
  quizVersion: number;
  answers: number[][];
  rights: boolean[];
  score: number;
  passed: boolean;
  createdAt: Date;
}

export async function insertAttempt(q: Queryable, attempt: NewAttempt): Promise<void> {
  await q.insert(quizAttempts).values(attempt);
}

/** A person's attempts at a content since `since` (served by the content, user, created_at index). */
export async function countAttemptsSince(q: Queryable, contentId: string, userId: string, since: Date): Promise<number> {
  const [row] = await q
    .select({ count: sql<number>`count(*)::int` })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.contentId, contentId), eq(quizAttempts.userId, userId), gte(quizAttempts.createdAt, since)));
  return row?.count ?? 0;
}

/**
 * Totals of the attempts at one version of the questions and, per question index, how many got it right; the
 * jsonb array is unnested in the database so no attempt travels to the application.
 */
export async function attemptTotals(q: Queryable, contentId: string, version: number) {
  const where = and(eq(quizAttempts.contentId, contentId), eq(quizAttempts.quizVersion, version));
  const [totals] = await q
    .select({ attempts: sql<number>`count(*)::int`, passes: sql<number>`count(*) filter (where ${quizAttempts.passed})::int` })
    .from(quizAttempts)
    .where(where);
  const { rows } = await q.execute<{ position: number; right: number }>(sql`
    select (r.ordinality - 1)::int as position, count(*) filter (where r.value = 'true'::jsonb)::int as "right"
    from ${quizAttempts} a cross join lateral jsonb_array_elements(a.rights) with ordinality as r(value, ordinality)
    where a.content_id = ${contentId} and a.quiz_version = ${version}
    group by r.ordinality`);
  return {
    attempts: totals?.attempts ?? 0,
    passes: totals?.passes ?? 0,
    rightByQuestion: new Map(rows.map((row) => [row.position, row.right])),
  };
}

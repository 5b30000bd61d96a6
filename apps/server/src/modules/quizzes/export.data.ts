import { sql } from 'drizzle-orm';
import type { DataExportSection } from '../../platform/data-export.ts';

/** The user's quiz attempts: which content, their answers, score and whether they passed. */
export const quizzesExportSections: DataExportSection[] = [
  {
    name: 'quizAttempts',
    collect: async (q, user) =>
      (
        await q.execute(
          sql`select c.title as content, a.answers, a.score, a.passed, a.created_at as "createdAt"
              from quiz_attempts a join contents c on c.id = a.content_id
              where a.user_id = ${user.id} order by a.created_at`,
        )
      ).rows,
  },
];

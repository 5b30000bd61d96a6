import { surveyAnswers } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';

export async function insertSurveyAnswer(q: Queryable, values: typeof surveyAnswers.$inferInsert): Promise<string> {
  const [row] = await q.insert(surveyAnswers).values(values).returning({ id: surveyAnswers.id });
  if (!row) throw new Error('survey insert returned nothing');
  return row.id;
}

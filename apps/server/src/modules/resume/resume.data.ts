import type { ResumeDraft } from '@trilha/contract';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { type ResumeImportRow, resumeImports } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';

export type { ResumeImportRow };

export async function insertImport(q: Queryable, userId: string, file: Buffer, now: Date): Promise<ResumeImportRow> {
  const [row] = await q.insert(resumeImports).values({ userId, status: 'pending', file, createdAt: now }).returning();
  if (!row) throw new Error('resume import not stored');
  return row;
}

export async function findImport(q: Queryable, id: string, userId: string): Promise<ResumeImportRow | null> {
  const [row] = await q
    .select()
    .from(resumeImports)
    .where(and(eq(resumeImports.id, id), eq(resumeImports.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Takes the oldest waiting import for analysis (skipping those another process holds); marks it analysing. */
export async function claimNextImport(q: Queryable): Promise<(ResumeImportRow & { language: string }) | null> {
  const result = await q.execute<{ id: string }>(
    sql`select id from resume_imports where status = 'pending' order by created_at limit 1 for update skip locked`,
  );
  const id = result.rows[0]?.id;
  if (!id) return null;
  const [row] = await q.update(resumeImports).set({ status: 'analysing', progress: 5 }).where(eq(resumeImports.id, id)).returning();
  if (!row) return null;
  const language = await q.execute<{ language: string }>(sql`select language from users where id = ${row.userId}`);
  return { ...row, language: language.rows[0]?.language ?? 'pt-BR' };
}

export async function setProgress(q: Queryable, id: string, progress: number): Promise<void> {
  await q
    .update(resumeImports)
    .set({ progress })
    .where(and(eq(resumeImports.id, id), eq(resumeImports.status, 'analysing')));
}

/** Ends an import (the file is dropped); an import already timed out stays so. */
export async function finishImport(
  q: Queryable,
  id: string,
  outcome: { status: 'done'; draft: ResumeDraft } | { status: 'failed' | 'timeout'; errorCode: string },
  now: Date,
): Promise<void> {
  await q
    .update(resumeImports)
    .set({ ...outcome, progress: 100, file: null, finishedAt: now })
    .where(and(eq(resumeImports.id, id), inArray(resumeImports.status, ['pending', 'analysing'])));
}

/** Imports still waiting after the deadline end as timed out. */
export async function timeOutImports(q: Queryable, createdBefore: Date, now: Date): Promise<void> {
  await q
    .update(resumeImports)
    .set({ status: 'timeout', errorCode: 'resume.timeout', file: null, finishedAt: now })
    .where(and(inArray(resumeImports.status, ['pending', 'analysing']), lt(resumeImports.createdAt, createdBefore)));
}

export async function purgeImports(q: Queryable, createdBefore: Date): Promise<void> {
  await q.delete(resumeImports).where(lt(resumeImports.createdAt, createdBefore));
}

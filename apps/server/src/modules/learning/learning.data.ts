import { and, eq } from 'drizzle-orm';
import { type LearningPackageRow, learningPackages, learningRuntimes } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';

export type { LearningPackageRow };

export async function findPackage(q: Queryable, contentId: string): Promise<LearningPackageRow | null> {
  const [row] = await q.select().from(learningPackages).where(eq(learningPackages.contentId, contentId));
  return row ?? null;
}

/** Puts a content's package in place of any; answers the storage folder of the one it replaced. */
export async function replacePackage(q: Queryable, row: LearningPackageRow): Promise<string | null> {
  const [before] = await q
    .select({ folder: learningPackages.folder })
    .from(learningPackages)
    .where(eq(learningPackages.contentId, row.contentId))
    .for('update');
  const { contentId, ...rest } = row;
  await q.insert(learningPackages).values(row).onConflictDoUpdate({ target: learningPackages.contentId, set: rest });
  return before?.folder ?? null;
}

const runtimeOf = (userId: string, contentId: string) =>
  and(eq(learningRuntimes.userId, userId), eq(learningRuntimes.contentId, contentId));

export async function findRuntime(q: Queryable, userId: string, contentId: string) {
  const [row] = await q.select().from(learningRuntimes).where(runtimeOf(userId, contentId));
  return row ?? null;
}

export async function findRuntimeByKey(q: Queryable, playKey: string) {
  const [row] = await q.select().from(learningRuntimes).where(eq(learningRuntimes.playKey, playKey));
  return row ?? null;
}

/** The person's runtime row, made (empty, with its play key) on their first opening. */
export async function ensureRuntime(q: Queryable, userId: string, contentId: string, standard: string, playKey: string, now: Date) {
  await q
    .insert(learningRuntimes)
    .values({ userId, contentId, standard, cmi: {}, playKey, updatedAt: now })
    .onConflictDoNothing({ target: [learningRuntimes.userId, learningRuntimes.contentId] });
  return (await findRuntime(q, userId, contentId))!;
}

export async function saveRuntimeData(
  q: Queryable,
  userId: string,
  contentId: string,
  standard: string,
  cmi: Record<string, unknown>,
  playKey: string,
  now: Date,
) {
  await q
    .insert(learningRuntimes)
    .values({ userId, contentId, standard, cmi, playKey, updatedAt: now })
    .onConflictDoUpdate({ target: [learningRuntimes.userId, learningRuntimes.contentId], set: { standard, cmi, updatedAt: now } });
}

import type { InitialSetting, Language } from '@trilha/contract';
import { and, eq } from 'drizzle-orm';
import { initialSettings, tosAcceptances, users, workspaceMembers } from '../../db/schema/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';

export async function setLanguage(deps: Deps, userId: string, language: Language): Promise<void> {
  await deps.db.update(users).set({ language }).where(eq(users.id, userId));
}

/** Records the terms acceptance for the user and, when given, for one of the user's workspaces. */
export async function acceptTos(deps: Deps, userId: string, workspaceId: string | undefined): Promise<Date> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (workspaceId) {
      const updated = await tx
        .update(workspaceMembers)
        .set({ tosAcceptedAt: now })
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
        .returning({ userId: workspaceMembers.userId });
      if (updated.length === 0) throw new AppError('workspace.not_found');
    }
    await tx.insert(tosAcceptances).values({ userId, workspaceId: workspaceId ?? null, acceptedAt: now });
    await tx.update(users).set({ tosAcceptedAt: now }).where(eq(users.id, userId));
  });
  return now;
}

/** Only the user's own settings can change; anyone else's look missing. */
export async function updateInitialSetting(deps: Deps, userId: string, id: string, status: InitialSetting['status']): Promise<InitialSetting> {
  const [row] = await deps.db
    .update(initialSettings)
    .set({ status, updatedAt: deps.clock.now() })
    .where(and(eq(initialSettings.id, id), eq(initialSettings.userId, userId)))
    .returning({ id: initialSettings.id, kind: initialSettings.kind, status: initialSettings.status });
  if (!row) throw new AppError('not_found');
  return row as InitialSetting;
}

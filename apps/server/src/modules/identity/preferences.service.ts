import type { InitialSetting, Language } from '@trilha/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { acceptWorkspaceTerms } from '../workspaces/index.ts';
import { updateInitialSettingStatus } from './settings.data.ts';
import { insertTosAcceptance } from './terms.data.ts';
import { updateUser } from './users.data.ts';

export async function setLanguage(deps: Deps, userId: string, language: Language): Promise<void> {
  await updateUser(deps.db, userId, { language });
}

/** Records the terms acceptance for the user and, when given, for one of the user's workspaces. */
export async function acceptTos(deps: Deps, userId: string, workspaceId: string | undefined): Promise<Date> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (workspaceId) await acceptWorkspaceTerms(tx, workspaceId, userId, now);
    await insertTosAcceptance(tx, { userId, workspaceId: workspaceId ?? null, acceptedAt: now });
    await updateUser(tx, userId, { tosAcceptedAt: now });
  });
  return now;
}

/**
 * Only the user's own settings can change; anyone else's look missing. Finishing (or skipping) the 'profile'
 * setting finishes the first-access wizard: the account is no longer held in it.
 */
export async function updateInitialSetting(
  deps: Deps,
  userId: string,
  id: string,
  status: InitialSetting['status'],
): Promise<InitialSetting> {
  return deps.db.transaction(async (tx) => {
    const row = await updateInitialSettingStatus(tx, userId, id, status, deps.clock.now());
    if (!row) throw new AppError('not_found');
    if (row.kind === 'profile' && status !== 'pending')
      await updateUser(tx, userId, { wizard: { active: false, completed: true, theme: null } });
    return row as InitialSetting;
  });
}

import { type Action, type Actor, check } from '@trilha/contract';
import { UUID_PATTERN } from '../../platform/db/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findPositionForApplication, type PositionForApplication } from '../positions/index.ts';
import { type ApplicationRecord, findApplication } from './applications.data.ts';

/** An application with its position, as both sides' services work on it. */
export interface LoadedApplication {
  application: ApplicationRecord;
  position: PositionForApplication;
}

async function load(deps: Deps, id: string): Promise<LoadedApplication | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const application = await findApplication(deps.db, id);
  if (!application || application.deletedAt) return null;
  const position = await findPositionForApplication(deps.db, application.positionId);
  return position ? { application, position } : null;
}

/** One of the caller's own applications; anyone else's is not found (never forbidden: its existence stays hidden). */
export async function loadOwnApplication(deps: Deps, userId: string, id: string): Promise<LoadedApplication> {
  const found = await load(deps, id);
  if (!found || found.application.userId !== userId) throw new AppError('application.not_found');
  return found;
}

/**
 * The scope loader of the recruiters' application endpoints: the pipeline then checks the role's action in the
 * application's company (another company's recruiter gets 404 there).
 */
export async function loadApplicationScope(deps: Deps, id: string) {
  const found = await load(deps, id);
  if (!found) throw new AppError('application.not_found');
  return { workspaceId: found.application.workspaceId, value: found };
}

/**
 * A recruiter's object rule on an application: managers, participants and evaluators work only on the positions
 * they are linked to; to the others the application does not exist.
 */
export function assertRecruiterMay(actor: Actor, action: Action, position: Pick<PositionForApplication, 'linkedUserIds'>) {
  const denial = check(actor, action, { kind: 'position', linkedUserIds: position.linkedUserIds });
  if (denial) throw new AppError(denial === 'permission.denied' ? 'application.not_found' : denial);
}

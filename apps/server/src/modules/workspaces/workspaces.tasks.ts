import { HOUR } from '../../platform/clock.ts';
import type { Task } from '../../platform/tasks.ts';
import { purgeExpiredWorkspaces } from './deletion.service.ts';

/** Hourly: remove the workspaces whose 30 days of reactivation are over. */
export const workspacesTasks: Task[] = [{ name: 'purge expired workspaces', every: HOUR, run: purgeExpiredWorkspaces }];

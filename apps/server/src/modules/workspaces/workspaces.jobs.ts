import { HOUR } from '../../platform/clock.ts';
import type { Job } from '../../platform/jobs.ts';
import { purgeExpiredWorkspaces } from './deletion.service.ts';

/** Hourly: remove the workspaces whose 30 days of reactivation are over. */
export const workspacesJobs: Job[] = [{ name: 'purge expired workspaces', every: HOUR, run: purgeExpiredWorkspaces }];

import { registerJob } from '../../platform/jobs.ts';
import { purgeExpiredAccounts } from './account.service.ts';
import { purgeThrottleEvents } from './throttle.ts';

const HOUR = 36e5;

/** Hourly: remove accounts past their reactivation window, and throttle events no window still reads. */
export function registerIdentityJobs(): void {
  registerJob(HOUR, purgeExpiredAccounts);
  registerJob(HOUR, (deps) => purgeThrottleEvents(deps.db, new Date(deps.clock.now().getTime() - 24 * HOUR)));
}

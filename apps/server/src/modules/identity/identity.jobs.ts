import { HOUR } from '../../platform/clock.ts';
import type { Job } from '../../platform/jobs.ts';
import { purgeThrottleEvents } from '../../platform/throttle.data.ts';
import { purgeExpiredAccounts } from './account.service.ts';

/** Hourly: remove accounts past their reactivation window, and throttle events no window still reads. */
export const identityJobs: Job[] = [
  { name: 'purge expired accounts', every: HOUR, run: purgeExpiredAccounts },
  {
    name: 'purge throttle events',
    every: HOUR,
    run: (deps) => purgeThrottleEvents(deps.db, new Date(deps.clock.now().getTime() - 24 * HOUR)),
  },
];

import { HOUR } from '../../platform/clock.ts';
import type { Job } from '../../platform/jobs.ts';
import { purgeThrottleEvents } from '../../platform/throttle.data.ts';
import { purgeExpiredAccounts } from './account.service.ts';

/**
 * Hourly: remove accounts past their reactivation window, throttle events no window still reads, and recovery
 * e-mails whose link has expired (the outbox keeps no live secret longer than it works).
 */
export const identityJobs: Job[] = [
  { name: 'purge expired accounts', every: HOUR, run: purgeExpiredAccounts },
  {
    name: 'purge throttle events',
    every: HOUR,
    run: (deps) => purgeThrottleEvents(deps.db, new Date(deps.clock.now().getTime() - 24 * HOUR)),
  },
  { name: 'purge expired recovery e-mails', every: HOUR, run: (deps) => deps.mailer.purgeExpiredSecrets(deps.clock.now()) },
];

import { HOUR } from '../../platform/clock.ts';
import type { Task } from '../../platform/tasks.ts';
import { purgeThrottleEvents } from '../../platform/throttle.data.ts';
import { purgeExpiredAccounts } from './account.service.ts';
import { purgeExpiredEmailConfirmations } from './email-confirmations.data.ts';
import { purgeExpiredSignInCodes } from './sign-in-codes.data.ts';

/**
 * Hourly: remove accounts past their reactivation window, throttle events no window still reads, expired sign-in
 * codes and e-mail confirmation links, and recovery and code e-mails whose secret has expired (the outbox keeps no live secret longer than it works).
 */
export const identityTasks: Task[] = [
  { name: 'purge expired accounts', every: HOUR, run: purgeExpiredAccounts },
  {
    name: 'purge throttle events',
    every: HOUR,
    run: (deps) => purgeThrottleEvents(deps.db, new Date(deps.clock.now().getTime() - 24 * HOUR)),
  },
  { name: 'purge expired sign-in codes', every: HOUR, run: (deps) => purgeExpiredSignInCodes(deps.db, deps.clock.now()) },
  {
    name: 'purge expired e-mail confirmations',
    every: HOUR,
    run: (deps) => purgeExpiredEmailConfirmations(deps.db, deps.clock.now()),
  },
  { name: 'purge expired recovery e-mails', every: HOUR, run: (deps) => deps.mailer.purgeExpiredSecrets(deps.clock.now()) },
];

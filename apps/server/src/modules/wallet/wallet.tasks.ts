import type { Task } from '../../platform/tasks.ts';
import { advancePayments } from './payments.service.ts';
import { cancelStalePix } from './pix.service.ts';

/**
 * Bank slips move on with the clock (registered, paid, cleared and credited); stale PayPal-like orders end; unpaid Pix
 * charges a day past their expiry are cancelled.
 */
export const walletTasks: Task[] = [
  { name: 'wallet payments', every: 3 * 60_000, run: advancePayments },
  { name: 'wallet pix expiry', every: 10 * 60_000, run: cancelStalePix },
];

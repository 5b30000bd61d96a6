import type { Task } from '../../platform/tasks.ts';
import { advancePayments } from './payments.service.ts';

/** Bank slips move on with the clock (registered, paid, cleared and credited); stale PayPal-like orders end. */
export const walletTasks: Task[] = [{ name: 'wallet payments', every: 3 * 60_000, run: advancePayments }];

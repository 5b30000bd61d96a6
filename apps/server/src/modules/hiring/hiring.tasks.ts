import type { Task } from '../../platform/tasks.ts';
import { declineKnockedOut } from './auto-decline.service.ts';

/** Every ten minutes: the knocked-out candidates whose position declines them after a delay that has now passed. */
export const hiringTasks: Task[] = [{ name: 'knockout declines', every: 10 * 60_000, run: declineKnockedOut }];

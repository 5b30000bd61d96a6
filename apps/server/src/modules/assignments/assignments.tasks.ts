import type { Task } from '../../platform/tasks.ts';
import { sendReminders } from './reminders.service.ts';

/** Every hour: the reminders of assigned training (each day's go out within an hour of midnight, Brasília time). */
export const assignmentsTasks: Task[] = [{ name: 'assignment reminders', every: 60 * 60_000, run: sendReminders }];

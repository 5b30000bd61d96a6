import type { Task } from '../../platform/tasks.ts';
import { sendDueMessageMails } from './message-mails.ts';

/** Every minute: the message e-mails whose interval has passed. */
export const messagesTasks: Task[] = [{ name: 'message e-mails', every: 60_000, run: sendDueMessageMails }];

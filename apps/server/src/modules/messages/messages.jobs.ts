import type { Job } from '../../platform/jobs.ts';
import { sendDueMessageMails } from './message-mails.ts';

/** Every minute: the message e-mails whose interval has passed. */
export const messagesJobs: Job[] = [{ name: 'message e-mails', every: 60_000, run: sendDueMessageMails }];

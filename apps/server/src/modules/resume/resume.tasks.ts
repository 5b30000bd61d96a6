import { HOUR } from '../../platform/clock.ts';
import type { Task } from '../../platform/tasks.ts';
import { analyseWaitingResumes, purgeOldResumes } from './resume.service.ts';

/** Every second: read the uploaded resumes; hourly: forget the imports older than a day. */
export const resumeTasks: Task[] = [
  { name: 'resume analysis', every: 1_000, run: analyseWaitingResumes },
  { name: 'purge resume imports', every: HOUR, run: purgeOldResumes },
];

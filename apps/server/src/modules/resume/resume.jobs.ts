import { HOUR } from '../../platform/clock.ts';
import type { Job } from '../../platform/jobs.ts';
import { analyseWaitingResumes, purgeOldResumes } from './resume.service.ts';

/** Every second: read the uploaded resumes; hourly: forget the imports older than a day. */
export const resumeJobs: Job[] = [
  { name: 'resume analysis', every: 1_000, run: analyseWaitingResumes },
  { name: 'purge resume imports', every: HOUR, run: purgeOldResumes },
];

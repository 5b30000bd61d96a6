import type { Job } from '../platform/jobs.ts';
import { identityJobs } from './identity/index.ts';
import { workspacesJobs } from './workspaces/index.ts';

/** Every background job of the modules, registered explicitly (the outbox delivery is the platform's own). */
export const moduleJobs: Job[] = [...identityJobs, ...workspacesJobs];

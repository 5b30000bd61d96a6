import type { Job } from '../platform/jobs.ts';
import { communicationJobs, type SummarySection } from './communication/index.ts';
import { contentsSummarySections } from './contents/index.ts';
import { identityJobs } from './identity/index.ts';
import { jobsJobs } from './jobs/index.ts';
import { messagesJobs } from './messages/index.ts';
import { resumeJobs } from './resume/index.ts';
import { walletJobs } from './wallet/index.ts';
import { workspacesJobs, workspacesSummarySections } from './workspaces/index.ts';

/** Every module's part of the e-mail summary, in the order the e-mail shows them. */
export const summarySections: SummarySection[] = [...workspacesSummarySections, ...contentsSummarySections];

/** Every background job of the modules, registered explicitly (the outbox delivery is the platform's own). */
export const moduleJobs: Job[] = [
  ...identityJobs,
  ...workspacesJobs,
  ...communicationJobs(summarySections),
  ...resumeJobs,
  ...jobsJobs,
  ...messagesJobs,
  ...walletJobs,
];

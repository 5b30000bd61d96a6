import type { Job } from '../../platform/jobs.ts';
import { sendDueSummaries } from './communication.service.ts';
import type { SummarySection } from './summary.ts';

/** Every minute: the e-mail summaries that are due go to the outbox. */
export const communicationJobs = (sections: SummarySection[]): Job[] => [
  { name: 'e-mail summaries', every: 60_000, run: (deps) => sendDueSummaries(deps, sections) },
];

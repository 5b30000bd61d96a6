import { HOUR } from '../../platform/clock.ts';
import type { Task } from '../../platform/tasks.ts';
import { scheduleNewAccounts, sendDueSummaries } from './communication.service.ts';
import type { SummarySection } from './summary.ts';

/** Every minute: the e-mail summaries that are due go to the outbox; hourly: new accounts get the default schedule. */
export const communicationTasks = (sections: SummarySection[]): Task[] => [
  { name: 'e-mail summaries', every: 60_000, run: (deps) => sendDueSummaries(deps, sections) },
  { name: 'e-mail summary schedules', every: HOUR, run: scheduleNewAccounts },
];

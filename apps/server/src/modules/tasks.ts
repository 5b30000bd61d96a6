import type { Task } from '../platform/tasks.ts';
import type { SummarySection } from './communication/index.ts';
import { DOMAINS, MODULE_PARTS } from './domains.ts';
import { partOf } from './module.ts';

/** Every module's part of the e-mail summary, in the order the e-mail shows them (that of domains.ts). */
export const summarySections: SummarySection[] = MODULE_PARTS.summarySections;

/** Every background job of the modules, from domains.ts (the outbox delivery is the platform's own). */
export const moduleTasks: Task[] = DOMAINS.flatMap(({ module }) => partOf(module.tasks, MODULE_PARTS, []));

import type { DataExportSection } from '../platform/data-export.ts';
import type { RouteEntry } from '../platform/http/context.ts';
import type { Task } from '../platform/tasks.ts';
import type { SummarySection } from './communication/index.ts';

/** What every module gives, gathered from the list (domains.ts): read by the modules that work over all the others. */
export interface ModuleParts {
  summarySections: SummarySection[];
  exportSections: DataExportSection[];
}

/** A part a module declares, or builds from every module's parts (communication's summaries, privacy's export). */
type OwnOrOverAll<T> = T | ((all: ModuleParts) => T);

/**
 * A server module as the app wires it: its index.ts exports one, modules/domains.ts lists them, and the route table,
 * the tasks, the e-mail summary and "download my data" are read from that list.
 */
export interface ServerModule {
  /** the module's folder under modules/ */
  name: string;
  /** its API routes, one per endpoint of the contract it serves */
  routes?: OwnOrOverAll<RouteEntry[]>;
  /** its background work (`*.tasks.ts`) */
  tasks?: OwnOrOverAll<Task[]>;
  /** its part of the e-mail summary (communication/summary.ts) */
  summarySections?: SummarySection[];
  /** everything it holds about a user, for "download my data" (`export.data.ts`) */
  exportSections?: DataExportSection[];
}

/** A part of a module, built from every module's parts when it asks for them. */
export const partOf = <T>(part: OwnOrOverAll<T> | undefined, all: ModuleParts, none: T): T =>
  typeof part === 'function' ? (part as (all: ModuleParts) => T)(all) : (part ?? none);

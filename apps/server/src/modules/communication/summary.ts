import type { Language } from '@trilha/contract';
import type { Queryable } from '../../platform/db/connect.ts';

/** Who a summary is for. */
interface SummaryReader {
  userId: string;
  email: string;
  language: Language;
}

/** One part of the e-mail summary, in the reader's language; null when there is nothing to say. */
export interface SummaryPart {
  title: string;
  lines: string[];
}

/**
 * A module's contribution to the e-mail summary: what happened for the reader since the last one. Modules export
 * theirs in the module descriptor of their index.ts; modules/tasks.ts gathers them in the order of modules/domains.ts.
 */
export interface SummarySection {
  name: string;
  collect(q: Queryable, reader: SummaryReader, since: Date, now: Date): Promise<SummaryPart | null>;
}

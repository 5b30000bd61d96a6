import type { Queryable } from './db/connect.ts';

/**
 * One part of "download my data" (LGPD): what a module holds about a user, as plain JSON. Each module exports its
 * sections from index.ts and modules/data-export.ts lists them all, so a new domain adds its own in one place.
 * A section never includes secrets (password or token hashes, recovery links).
 */
export interface DataExportSection {
  name: string;
  collect(q: Queryable, user: { id: string; email: string }): Promise<unknown>;
}

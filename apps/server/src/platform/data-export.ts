import type { Queryable } from './db/connect.ts';

/**
 * One part of "download my data" (LGPD): what a module holds about a user, as plain JSON. Each module exports its
 * sections in the module descriptor of its index.ts (modules/domains.ts lists the modules), so a new domain adds its own
 * in one place.
 * A section never includes secrets (password or token hashes, recovery links).
 */
export interface DataExportSection {
  name: string;
  collect(q: Queryable, user: { id: string; email: string }): Promise<unknown>;
}

import { sql } from 'drizzle-orm';
import type { DataExportSection } from '../../platform/data-export.ts';

/** The positions the user saved, and whether they asked to be told when ready (and when they were). */
export const positionsExportSections: DataExportSection[] = [
  {
    name: 'favoritePositions',
    collect: async (q, user) =>
      (
        await q.execute(
          sql`select p.title as position, w.name as company, f.notify_when_ready as "notifyWhenReady",
                f.ready_notified_at as "toldReadyAt", f.created_at as "savedAt"
              from favorite_positions f join positions p on p.id = f.position_id join workspaces w on w.id = p.workspace_id
              where f.user_id = ${user.id} order by f.created_at`,
        )
      ).rows,
  },
];

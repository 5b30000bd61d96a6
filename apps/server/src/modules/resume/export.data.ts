import { sql } from 'drizzle-orm';
import type { DataExportSection } from '../../platform/data-export.ts';

/** Resume imports still kept (one day): their status and what was read, never the file. */
export const resumeExportSections: DataExportSection[] = [
  {
    name: 'resumeImports',
    collect: async (q, user) =>
      (
        await q.execute(
          sql`select status, error_code as "errorCode", draft, created_at as "createdAt", finished_at as "finishedAt"
              from resume_imports where user_id = ${user.id} order by created_at`,
        )
      ).rows,
  },
];

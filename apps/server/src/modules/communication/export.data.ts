import { eq } from 'drizzle-orm';
import { communicationPreferences } from '../../db/schema/index.ts';
import type { DataExportSection } from '../../platform/data-export.ts';

/** The e-mail summary schedule. */
export const communicationExportSections: DataExportSection[] = [
  {
    name: 'communication',
    collect: async (q, user) => {
      const [row] = await q.select().from(communicationPreferences).where(eq(communicationPreferences.userId, user.id)).limit(1);
      if (!row) return null;
      const { userId: _userId, ...schedule } = row;
      return schedule;
    },
  },
];

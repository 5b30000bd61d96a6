import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema/index.ts';
import type { DataExportSection } from '../../platform/data-export.ts';

/** The profile form as stored (name and phone are in the account section). */
export const profileExportSections: DataExportSection[] = [
  {
    name: 'profile',
    collect: async (q, user) => {
      const [row] = await q.select().from(profiles).where(eq(profiles.userId, user.id)).limit(1);
      if (!row) return null;
      const { userId: _userId, ...profile } = row;
      return profile;
    },
  },
];

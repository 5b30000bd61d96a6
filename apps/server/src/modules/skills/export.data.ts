import { sql } from 'drizzle-orm';
import type { DataExportSection } from '../../platform/data-export.ts';

/** The user's skills (Portuguese titles) and the skills they added to the catalogue. */
export const skillsExportSections: DataExportSection[] = [
  {
    name: 'skills',
    collect: async (q, user) =>
      (
        await q.execute(
          sql`select s.title_pt as title, u.level, u.main, u.updated_at as "updatedAt" from user_skills u join skills s on s.id = u.skill_id
              where u.user_id = ${user.id} order by u.main desc, s.key_pt`,
        )
      ).rows,
  },
  {
    name: 'skillsCreated',
    collect: async (q, user) =>
      (
        await q.execute(
          sql`select title_pt as title, created_at as "createdAt" from skills where created_by = ${user.id} order by created_at`,
        )
      ).rows,
  },
];

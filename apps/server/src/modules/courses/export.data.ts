import { sql } from 'drizzle-orm';
import type { DataExportSection } from '../../platform/data-export.ts';

const rows = async (q: Parameters<DataExportSection['collect']>[0], query: ReturnType<typeof sql>) => (await q.execute(query)).rows;

/** The courses the user saved and enrolled in (with the phone given to the provider). */
export const coursesExportSections: DataExportSection[] = [
  {
    name: 'savedCourses',
    collect: (q, user) =>
      rows(
        q,
        sql`select c.name as course, p.name as provider, c.url, w.name as portal, sc.created_at as "savedAt"
            from saved_courses sc join courses c on c.id = sc.course_id join course_providers p on p.id = c.provider_id
            left join workspaces w on w.id = sc.aggregator_id
            where sc.user_id = ${user.id} order by sc.created_at`,
      ),
  },
  {
    name: 'courseEnrollments',
    collect: (q, user) =>
      rows(
        q,
        sql`select c.name as course, p.name as provider, c.url, ce.phone, w.name as portal, ce.created_at as "enrolledAt"
            from course_enrollments ce join courses c on c.id = ce.course_id join course_providers p on p.id = c.provider_id
            left join workspaces w on w.id = ce.aggregator_id
            where ce.user_id = ${user.id} order by ce.created_at`,
      ),
  },
];

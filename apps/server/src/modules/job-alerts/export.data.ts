import { sql } from 'drizzle-orm';
import type { DataExportSection } from '../../platform/data-export.ts';

/** The user's job alerts, their searches and rhythm, and the positions each e-mailed (the unsubscribe keys stay out). */
export const jobAlertsExportSections: DataExportSection[] = [
  {
    name: 'jobAlerts',
    collect: async (q, user) =>
      (
        await q.execute(
          sql`select a.query, a.salary, a.allow_unspecified as "allowUnspecified", a.categories, a.cities, a.states,
                a.contract_types as "contractTypes", a.remote, a.pcd_only as "pcdOnly", a.frequency, a.created_at as "createdAt",
                a.last_sent_at as "lastSentAt",
                coalesce((select json_agg(json_build_object('position', p.title, 'sentAt', m.sent_at) order by m.found_at)
                  from job_alert_matches m join positions p on p.id = m.position_id
                  where m.alert_id = a.id and m.sent_at is not null), '[]') as "positionsSent"
              from job_alerts a where a.user_id = ${user.id} order by a.created_at`,
        )
      ).rows,
  },
];

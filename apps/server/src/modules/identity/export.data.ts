import { sql } from 'drizzle-orm';
import type { DataExportSection } from '../../platform/data-export.ts';

const rows = async (q: Parameters<DataExportSection['collect']>[0], query: ReturnType<typeof sql>) => (await q.execute(query)).rows;

/** The account, its sessions (dates only), terms acceptances, first-access settings and survey answers. */
export const identityExportSections: DataExportSection[] = [
  {
    name: 'account',
    collect: async (q, user) =>
      (
        await rows(
          q,
          sql`select id, email, name, last_name as "lastName", phone, country_code as "countryCode", language, region, status,
              tos_accepted_at as "tosAcceptedAt", deletion_requested_at as "deletionRequestedAt", wizard, created_at as "createdAt"
              from users where id = ${user.id}`,
        )
      )[0] ?? null,
  },
  {
    name: 'sessions',
    collect: (q, user) =>
      rows(
        q,
        sql`select created_at as "createdAt", last_seen_at as "lastSeenAt", expires_at as "expiresAt", revoked_at as "revokedAt"
            from sessions where user_id = ${user.id} order by created_at desc`,
      ),
  },
  {
    name: 'termsAcceptances',
    collect: (q, user) =>
      rows(
        q,
        sql`select workspace_id as "workspaceId", accepted_at as "acceptedAt" from tos_acceptances where user_id = ${user.id} order by accepted_at`,
      ),
  },
  {
    name: 'initialSettings',
    collect: (q, user) => rows(q, sql`select kind, status, updated_at as "updatedAt" from initial_settings where user_id = ${user.id}`),
  },
  {
    name: 'surveyAnswers',
    collect: (q, user) =>
      rows(q, sql`select survey, answers, created_at as "createdAt" from survey_answers where user_id = ${user.id} order by created_at`),
  },
];

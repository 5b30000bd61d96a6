import { sql } from 'drizzle-orm';
import type { DataExportSection } from '../../platform/data-export.ts';

/**
 * Everything about the user's applications: each one with its answers (files by link), where they came from, its
 * history, the messages exchanged, the interviews and the offers with the user's own answers, when each timed step was
 * started. Offer tokens never leave the server.
 */
export const applicationsExportSections: DataExportSection[] = [
  {
    name: 'applications',
    collect: async (q, user) =>
      (
        await q.execute(
          sql`select p.title as position, w.name as company, a.status, a.step, a.stage,
                a.answers - 'uploads' as answers, a.answer_by as "answerBy", a.closing_message as "closingMessage",
                coalesce(a.source, 'direct') as source,
                a.created_at as "startedAt", a.submitted_at as "submittedAt", a.closed_at as "closedAt", a.deleted_at as "deletedAt",
                (select f.feedback from application_feedback f where f.application_id = a.id) as feedback,
                coalesce((select json_agg(json_build_object('kind', e.kind, 'detail', e.detail, 'note', e.note, 'at', e.at) order by e.at, e.seq)
                  from application_events e where e.application_id = a.id), '[]') as history,
                coalesce((select json_agg(json_build_object('fromCompany', m.from_company, 'text', m.body, 'at', m.created_at, 'readAt', m.read_at)
                  order by m.created_at) from application_messages m where m.application_id = a.id), '[]') as messages,
                coalesce((select json_agg(json_build_object('scheduledAt', i.scheduled_at, 'place', i.place, 'link', i.link,
                  'message', i.message, 'response', i.response, 'notes', i.notes) order by i.created_at)
                  from interviews i where i.application_id = a.id), '[]') as interviews,
                coalesce((select json_agg(json_build_object('salary', o.salary, 'startDate', o.start_date, 'message', o.message,
                  'status', o.status, 'declineNotes', o.decline_notes, 'decidedAt', o.decided_at) order by o.created_at)
                  from offers o where o.application_id = a.id), '[]') as offers,
                coalesce((select json_agg(json_build_object('step', c.step, 'startedAt', c.started_at, 'limitSeconds', c.limit_seconds))
                  from application_step_clocks c where c.application_id = a.id), '[]') as "timedSteps"
              from applications a join positions p on p.id = a.position_id join workspaces w on w.id = a.workspace_id
              where a.user_id = ${user.id} order by a.created_at`,
        )
      ).rows,
  },
  {
    name: 'applicationInvites',
    collect: async (q, user) =>
      (
        await q.execute(
          sql`select p.title as position, w.name as company, i.status, i.message, i.feedback, i.created_at as "invitedAt",
                i.answered_at as "answeredAt"
              from application_invites i join positions p on p.id = i.position_id join workspaces w on w.id = i.workspace_id
              where i.user_id = ${user.id} or i.used_by = ${user.id} order by i.created_at`,
        )
      ).rows,
  },
];

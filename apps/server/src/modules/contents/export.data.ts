import { sql } from 'drizzle-orm';
import type { DataExportSection } from '../../platform/data-export.ts';

const rows = async (q: Parameters<DataExportSection['collect']>[0], query: ReturnType<typeof sql>) => (await q.execute(query)).rows;

/** What the user published, what they followed and what they favourited. */
export const contentsExportSections: DataExportSection[] = [
  {
    name: 'contentsPublished',
    collect: (q, user) =>
      rows(
        q,
        sql`select c.id, c.type, c.title, c.description, c.link, c.language, c.duration, c.duration_unit as "durationUnit",
              c.level, c.is_private as "private", c.is_public as "public", c.publish_to_profile as "publishToProfile",
              w.name as workspace, c.created_at as "createdAt"
            from contents c join workspaces w on w.id = c.workspace_id where c.author_id = ${user.id} order by c.created_at`,
      ),
  },
  {
    name: 'pathwaysPublished',
    collect: (q, user) =>
      rows(
        q,
        sql`select l.id, l.title, l.description, l.is_private as "private", w.name as workspace, l.created_at as "createdAt",
              (select coalesce(json_agg(c.title order by lc.position), '[]') from list_contents lc join contents c on c.id = lc.content_id
                where lc.list_id = l.id) as contents
            from lists l join workspaces w on w.id = l.workspace_id where l.author_id = ${user.id} order by l.created_at`,
      ),
  },
  {
    name: 'learningProgress',
    collect: (q, user) =>
      rows(
        q,
        sql`select c.title, i.state, i.updated_at as "updatedAt" from content_interactions i join contents c on c.id = i.content_id
            where i.user_id = ${user.id}
            union all
            select l.title, i.state, i.updated_at from list_interactions i join lists l on l.id = i.list_id where i.user_id = ${user.id}
            order by 3`,
      ),
  },
  {
    name: 'favorites',
    collect: (q, user) =>
      rows(
        q,
        sql`select 'content' as kind, c.title, f.created_at as "createdAt" from content_favorites f join contents c on c.id = f.content_id
            where f.user_id = ${user.id}
            union all
            select 'pathway', l.title, f.created_at from list_favorites f join lists l on l.id = f.list_id where f.user_id = ${user.id}
            order by 3`,
      ),
  },
];

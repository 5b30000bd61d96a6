import { termsAccepted } from '../../platform/membership-sql.ts';

/**
 * The SELECT shared by every content and pathway read: the row, its workspace and author, its skills in the
 * caller's language and what the caller did with it. $1 is the caller, $2 their language. The caller's membership
 * (`m`) decides visibility: a private item shows only to members of its workspace, and a company's member is one
 * once they have accepted its terms (until then `m` is null, as for anyone else).
 */
const skillTitle = `case $2 when 'en' then s.title_en when 'es' then s.title_es else s.title_pt end`;

export const CONTENT_COLUMNS = `c.id, c.type, c.title, c.description, c.link, c.language, c.duration,
  c.duration_unit as "durationUnit", c.level, c.cover_url as "coverUrl", c.is_private as "private",
  c.is_public as "public", c.publish_to_profile as "publishToProfile", c.hits, c.created_at as "createdAt",
  c.author_id as "authorId",
  json_build_object('id', w.id, 'name', w.name, 'type', w.type, 'subdomain', w.subdomain) as workspace,
  coalesce(u.name || ' ' || u.last_name, '') as "authorName",
  coalesce((select json_agg(json_build_object('id', s.id, 'title', ${skillTitle}) order by ${skillTitle})
    from content_skills cs join skills s on s.id = cs.skill_id where cs.content_id = c.id), '[]') as skills,
  ci.state as interaction, coalesce(ci.verified, false) as verified, ci.score, (cf.user_id is not null) as favorite,
  (select json_build_object('standard', lp.standard, 'title', lp.title, 'launchPath', lp.launch_path)
    from learning_packages lp where lp.content_id = c.id) as package,
  m.role as "viewerRole", m.user_role as "viewerUserRole"`;

export const CONTENT_FROM = `from contents c
  join workspaces w on w.id = c.workspace_id
  left join users u on u.id = c.author_id
  left join content_interactions ci on ci.content_id = c.id and ci.user_id = $1
  left join content_favorites cf on cf.content_id = c.id and cf.user_id = $1
  left join workspace_members m on m.workspace_id = c.workspace_id and m.user_id = $1 and ${termsAccepted('m')}`;

export const CONTENT_VISIBLE = '(not c.is_private or m.user_id is not null)';

export const LIST_COLUMNS = `l.id, l.title, l.description, l.cover_url as "coverUrl", l.is_private as "private", l.hits,
  l.created_at as "createdAt", l.author_id as "authorId",
  json_build_object('id', w.id, 'name', w.name, 'type', w.type, 'subdomain', w.subdomain) as workspace,
  coalesce(u.name || ' ' || u.last_name, '') as "authorName",
  coalesce((select json_agg(json_build_object('id', s.id, 'title', ${skillTitle}) order by ${skillTitle})
    from list_skills ls join skills s on s.id = ls.skill_id where ls.list_id = l.id), '[]') as skills,
  (select count(*) from list_contents lc where lc.list_id = l.id)::int as "contentsCount",
  (select count(*) from list_contents lc join content_interactions x
    on x.content_id = lc.content_id and x.user_id = $1 and x.state = 'conclusion' where lc.list_id = l.id)::int as concluded,
  li.state as interaction, (lf.user_id is not null) as favorite,
  m.role as "viewerRole", m.user_role as "viewerUserRole"`;

export const LIST_FROM = `from lists l
  join workspaces w on w.id = l.workspace_id
  left join users u on u.id = l.author_id
  left join list_interactions li on li.list_id = l.id and li.user_id = $1
  left join list_favorites lf on lf.list_id = l.id and lf.user_id = $1
  left join workspace_members m on m.workspace_id = l.workspace_id and m.user_id = $1 and ${termsAccepted('m')}`;

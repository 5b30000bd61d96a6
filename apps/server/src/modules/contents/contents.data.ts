import type { Interaction, Language, MyContentFilter } from '@trilha/contract';
import { and, eq, sql } from 'drizzle-orm';
import { contentFavorites, contentInteractions, contentSkills, contents, listContents } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';
import { UUID_PATTERN } from '../../platform/db/errors.ts';
import { statement } from '../../platform/db/statements.ts';
import { CONTENT_COLUMNS, CONTENT_FROM, CONTENT_VISIBLE } from './item-sql.ts';
import type { ContentItemRow } from './items.ts';

type Order = 'ASC' | 'DESC';
type PageParams = [viewerId: string, language: Language, limit: number, offset: number];

const findContent = statement<[viewerId: string, language: Language, contentId: string], ContentItemRow>(
  'contents.find',
  `select ${CONTENT_COLUMNS} ${CONTENT_FROM} where c.id = $3`,
);

/** A content as the caller sees it (null when it does not exist; visibility is the service's). */
export async function findContentItem(q: Queryable, viewerId: string, language: Language, contentId: string) {
  const [row] = await findContent.run(q, viewerId, language, contentId);
  return row ?? null;
}

const contentsOfList = statement<[viewerId: string, language: Language, listId: string], ContentItemRow>(
  'contents.of_list',
  `select ${CONTENT_COLUMNS} ${CONTENT_FROM} join list_contents lc on lc.content_id = c.id
   where lc.list_id = $3 and ${CONTENT_VISIBLE} order by lc.position, c.id`,
);

export const listContentsOfList = (q: Queryable, viewerId: string, language: Language, listId: string) =>
  contentsOfList.run(q, viewerId, language, listId);

// "My contents" by tab: $5 narrows to one workspace (null: all); each tab reads its own index.
const TAB_SOURCES: Record<MyContentFilter, { join: string; where: string; sort: string }> = {
  published: {
    join: '',
    where: '($5::uuid is not null and c.workspace_id = $5) or ($5::uuid is null and c.author_id = $1)',
    sort: 'c.created_at',
  },
  enrolled: { join: '', where: 'ci.user_id = $1', sort: 'ci.updated_at' },
  'in-progress': { join: '', where: `ci.user_id = $1 and ci.state = 'in_progress'`, sort: 'ci.updated_at' },
  finished: { join: '', where: `ci.user_id = $1 and ci.state = 'conclusion'`, sort: 'ci.updated_at' },
  favorites: { join: '', where: 'cf.user_id = $1', sort: 'cf.created_at' },
};

type TabParams = [...PageParams, workspaceId: string | null];
const tabStatements = new Map<string, ReturnType<typeof statement<TabParams, ContentItemRow & { total: number }>>>();
for (const [filter, source] of Object.entries(TAB_SOURCES)) {
  for (const order of ['ASC', 'DESC'] as const) {
    tabStatements.set(
      `${filter}:${order}`,
      statement(
        `contents.tab.${filter}.${order.toLowerCase()}`,
        `select ${CONTENT_COLUMNS}, count(*) over ()::int as total ${CONTENT_FROM}
         where (${source.where}) and ($5::uuid is null or c.workspace_id = $5) and ${CONTENT_VISIBLE}
         order by ${source.sort} ${order}, c.id ${order} limit $3 offset $4`,
      ),
    );
  }
}

export async function listMyContentsPage(
  q: Queryable,
  params: {
    viewerId: string;
    language: Language;
    filter: MyContentFilter;
    order: Order;
    workspaceId: string | null;
    page: number;
    limit: number;
  },
) {
  const run = tabStatements.get(`${params.filter}:${params.order}`);
  if (!run) return { rows: [], total: 0 };
  const rows = await run.run(q, params.viewerId, params.language, params.limit, (params.page - 1) * params.limit, params.workspaceId);
  return { rows, total: rows[0]?.total ?? (params.page > 1 ? await countMyContents(q, params) : 0) };
}

/** The total when the page asked for lies past the end (the window function had no row to ride on). */
async function countMyContents(
  q: Queryable,
  params: { viewerId: string; language: Language; filter: MyContentFilter; order: Order; workspaceId: string | null; limit: number },
) {
  const run = tabStatements.get(`${params.filter}:${params.order}`);
  const rows = run ? await run.run(q, params.viewerId, params.language, 1, 0, params.workspaceId) : [];
  return rows[0]?.total ?? 0;
}

// A workspace's contents ($5 the workspace, $6 a content type or 'all'); the public page and the company tabs.
const workspaceStatements = new Map<
  Order,
  ReturnType<typeof statement<[...PageParams, string, string], ContentItemRow & { total: number }>>
>();
// A person's profile contents ($5 the author, $6 a type or 'all').
const authorStatements = new Map<
  Order,
  ReturnType<typeof statement<[...PageParams, string, string], ContentItemRow & { total: number }>>
>();
for (const order of ['ASC', 'DESC'] as const) {
  workspaceStatements.set(
    order,
    statement(
      `contents.of_workspace.${order.toLowerCase()}`,
      `select ${CONTENT_COLUMNS}, count(*) over ()::int as total ${CONTENT_FROM}
       where c.workspace_id = $5 and ($6 = 'all' or c.type = $6) and ${CONTENT_VISIBLE}
       order by c.created_at ${order}, c.id ${order} limit $3 offset $4`,
    ),
  );
  authorStatements.set(
    order,
    statement(
      `contents.of_author.${order.toLowerCase()}`,
      `select ${CONTENT_COLUMNS}, count(*) over ()::int as total ${CONTENT_FROM}
       where c.author_id = $5 and c.publish_to_profile and ($6 = 'all' or c.type = $6) and ${CONTENT_VISIBLE}
       order by c.created_at ${order}, c.id ${order} limit $3 offset $4`,
    ),
  );
}

export async function listContentsBy(
  q: Queryable,
  by: 'workspace' | 'author',
  params: { viewerId: string; language: Language; ownerId: string; type: string; order: Order; page: number; limit: number },
) {
  const run = (by === 'workspace' ? workspaceStatements : authorStatements).get(params.order);
  if (!run) return { rows: [], total: 0 };
  const read = (limit: number, offset: number) => run.run(q, params.viewerId, params.language, limit, offset, params.ownerId, params.type);
  const rows = await read(params.limit, (params.page - 1) * params.limit);
  const total = rows[0]?.total ?? (params.page > 1 ? ((await read(1, 0))[0]?.total ?? 0) : 0);
  return { rows, total };
}

export type NewContent = Omit<typeof contents.$inferInsert, 'id' | 'hits'>;

export async function insertContent(q: Queryable, values: NewContent): Promise<string> {
  const [row] = await q.insert(contents).values(values).returning({ id: contents.id });
  if (!row) throw new Error('content insert returned no row');
  return row.id;
}

export async function updateContentRow(q: Queryable, id: string, values: Partial<NewContent>): Promise<void> {
  await q.update(contents).set(values).where(eq(contents.id, id));
}

export async function deleteContentRow(q: Queryable, id: string): Promise<void> {
  await q.delete(contents).where(eq(contents.id, id));
}

export async function replaceContentSkills(q: Queryable, contentId: string, skillIds: string[]): Promise<void> {
  await q.delete(contentSkills).where(eq(contentSkills.contentId, contentId));
  if (skillIds.length > 0) await q.insert(contentSkills).values(skillIds.map((skillId) => ({ contentId, skillId })));
}

export async function setInteraction(q: Queryable, userId: string, contentId: string, state: Interaction | null, now: Date) {
  if (state === null) {
    await q.delete(contentInteractions).where(and(eq(contentInteractions.userId, userId), eq(contentInteractions.contentId, contentId)));
    return;
  }
  await q
    .insert(contentInteractions)
    .values({ userId, contentId, state, updatedAt: now })
    .onConflictDoUpdate({ target: [contentInteractions.userId, contentInteractions.contentId], set: { state, updatedAt: now } });
}

export async function findInteraction(q: Queryable, userId: string, contentId: string): Promise<Interaction | null> {
  const [row] = await q
    .select({ state: contentInteractions.state })
    .from(contentInteractions)
    .where(and(eq(contentInteractions.userId, userId), eq(contentInteractions.contentId, contentId)));
  return (row?.state as Interaction | undefined) ?? null;
}

/** Records an access without touching a progress already there. */
export async function recordAccess(q: Queryable, userId: string, contentId: string, now: Date): Promise<void> {
  await q.insert(contentInteractions).values({ userId, contentId, state: 'access', updatedAt: now }).onConflictDoNothing();
}

/**
 * The pathways holding a content follow the caller's progress in it: in progress once any of their contents is,
 * concluded when every one of them is.
 */
export async function refreshListStates(q: Queryable, userId: string, contentId: string, now: Date): Promise<void> {
  await q.execute(sql`
    insert into list_interactions (user_id, list_id, state, updated_at)
    select ${userId}::uuid, lc.list_id,
      case when count(ci.content_id) filter (where ci.state = 'conclusion') = count(*) then 'conclusion' else 'in_progress' end,
      ${now}
    from list_contents target
    join list_contents lc on lc.list_id = target.list_id
    left join content_interactions ci on ci.content_id = lc.content_id and ci.user_id = ${userId}::uuid
      and ci.state in ('in_progress', 'conclusion')
    where target.content_id = ${contentId}::uuid
    group by lc.list_id
    having count(ci.content_id) > 0
    on conflict (user_id, list_id) do update set state = excluded.state, updated_at = excluded.updated_at`);
}

/** Favourites a content or takes it back; answers the new state. */
export async function toggleContentFavorite(q: Queryable, userId: string, contentId: string, now: Date): Promise<boolean> {
  const removed = await q
    .delete(contentFavorites)
    .where(and(eq(contentFavorites.userId, userId), eq(contentFavorites.contentId, contentId)))
    .returning({ id: contentFavorites.contentId });
  if (removed.length > 0) return false;
  await q.insert(contentFavorites).values({ userId, contentId, createdAt: now }).onConflictDoNothing();
  return true;
}

export async function incrementContentHits(q: Queryable, id: string, by: 0 | 1): Promise<number | null> {
  const [row] = await q
    .update(contents)
    .set({ hits: sql`${contents.hits} + ${by}` })
    .where(eq(contents.id, id))
    .returning({ hits: contents.hits });
  return row?.hits ?? null;
}

/** Appends a content at the end of pathways (those it is already in keep their place). */
export async function appendToLists(q: Queryable, contentId: string, listIds: string[]): Promise<void> {
  for (const listId of listIds) {
    await q.execute(sql`
      insert into list_contents (list_id, content_id, position)
      select ${listId}::uuid, ${contentId}::uuid, coalesce(max(position) + 1, 0) from list_contents where list_id = ${listId}::uuid
      on conflict do nothing`);
  }
}

export async function removeFromList(q: Queryable, listId: string, contentId: string): Promise<boolean> {
  const rows = await q
    .delete(listContents)
    .where(and(eq(listContents.listId, listId), eq(listContents.contentId, contentId)))
    .returning({ id: listContents.contentId });
  return rows.length > 0;
}

/** The ids among `ids` (UUIDs) that name skills of the catalogue. */
export async function existingSkillIds(q: Queryable, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await q.execute<{ id: string }>(sql`select id from skills where id = any(${`{${ids.join(',')}}`}::uuid[])`);
  return rows.rows.map((row) => row.id);
}

const findContents = statement<[viewerId: string, language: Language, ids: string[]], ContentItemRow>(
  'contents.find_many',
  `select ${CONTENT_COLUMNS} ${CONTENT_FROM} where c.id = any($3::uuid[])`,
);

export const findContentItems = (q: Queryable, viewerId: string, language: Language, ids: string[]) =>
  findContents.run(q, viewerId, language, ids);

/** The id of a workspace named by id or subdomain. */
export async function findWorkspaceId(q: Queryable, idOrSubdomain: string): Promise<string | null> {
  const byId = UUID_PATTERN.test(idOrSubdomain);
  const result = await q.execute<{ id: string }>(
    byId
      ? sql`select id from workspaces where id = ${idOrSubdomain}::uuid`
      : sql`select id from workspaces where subdomain = ${idOrSubdomain}`,
  );
  return result.rows[0]?.id ?? null;
}

const workspaceSkills = statement<
  [viewerId: string, language: Language, workspaceId: string],
  { id: string; title: string; count: number }
>(
  'contents.workspace_skills',
  `select s.id, case $2 when 'en' then s.title_en when 'es' then s.title_es else s.title_pt end as title, count(*)::int as count
   from (
     select cs.skill_id from contents c join content_skills cs on cs.content_id = c.id
     left join workspace_members m on m.workspace_id = c.workspace_id and m.user_id = $1
     where c.workspace_id = $3 and ${CONTENT_VISIBLE}
     union all
     select ls.skill_id from lists l join list_skills ls on ls.list_id = l.id
     left join workspace_members m on m.workspace_id = l.workspace_id and m.user_id = $1
     where l.workspace_id = $3 and (not l.is_private or m.user_id is not null)
   ) used join skills s on s.id = used.skill_id
   group by s.id order by count(*) desc, 2 limit 50`,
);

/** The skills taught by a workspace's items the caller may see, the most used first. */
export const listWorkspaceSkills = (q: Queryable, viewerId: string, language: Language, workspaceId: string) =>
  workspaceSkills.run(q, viewerId, language, workspaceId);

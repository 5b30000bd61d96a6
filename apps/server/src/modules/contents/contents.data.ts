import type { Interaction, Language, MyContentFilter } from '@trilha/contract';
import { and, eq, sql } from 'drizzle-orm';
import { contentFavorites, contentInteractions, contentSkills, contents, listContents } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';
import { statement } from '../../platform/db/statements.ts';
import { memberOf, termsAccepted } from '../../platform/membership-sql.ts';
import { CONTENT_COLUMNS, CONTENT_FROM, CONTENT_VISIBLE } from './item-sql.ts';
import type { ContentItemRow } from './items.ts';

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

type Order = 'ASC' | 'DESC';

/**
 * List pages in two steps, each served by an index: the page's ids in list order (a statement per listing and
 * order), then the rows as the caller sees them by primary key. Totals come from their own count statement over
 * the same index, never from a window over every row. Items the caller may no longer see (a content made private
 * since it was favourited) are left out of the page.
 */
type IdRow = { id: string };
type Counted = { total: number };
const byOrder = <P extends unknown[]>(name: string, text: (order: Order) => string) => ({
  ASC: statement<P, IdRow>(`${name}.asc`, text('ASC')),
  DESC: statement<P, IdRow>(`${name}.desc`, text('DESC')),
});

// $1 the caller, $2 a workspace (null: any), $3 limit, $4 offset
type TabParams = [viewerId: string, workspaceId: string | null, limit: number, offset: number];
type TabCountParams = [viewerId: string, workspaceId: string | null];
const IN_WORKSPACE = (alias: string, column: string) =>
  `($2::uuid is null or exists (select 1 from contents w where w.id = ${alias}.${column} and w.workspace_id = $2::uuid))`;
const INTERACTION_STATE: Record<'enrolled' | 'in-progress' | 'finished', string> = {
  enrolled: '',
  'in-progress': ` and ci.state = 'in_progress'`,
  finished: ` and ci.state = 'conclusion'`,
};

const TAB_IDS = {
  // no workspace: what the caller authored; a workspace: all of its contents (the caller is a member)
  published: byOrder<TabParams>(
    'contents.ids.published',
    (o) => `select c.id from contents c
      where ($2::uuid is null and c.author_id = $1) or ($2::uuid is not null and c.workspace_id = $2::uuid)
      order by c.created_at ${o}, c.id ${o} limit $3 offset $4`,
  ),
  favorites: byOrder<TabParams>(
    'contents.ids.favorites',
    (o) => `select cf.content_id as id from content_favorites cf where cf.user_id = $1 and ${IN_WORKSPACE('cf', 'content_id')}
      order by cf.created_at ${o}, cf.content_id ${o} limit $3 offset $4`,
  ),
  ...(Object.fromEntries(
    Object.entries(INTERACTION_STATE).map(([tab, state]) => [
      tab,
      byOrder<TabParams>(
        `contents.ids.${tab}`,
        (
          o,
        ) => `select ci.content_id as id from content_interactions ci where ci.user_id = $1${state} and ${IN_WORKSPACE('ci', 'content_id')}
          order by ci.updated_at ${o}, ci.content_id ${o} limit $3 offset $4`,
      ),
    ]),
  ) as Record<keyof typeof INTERACTION_STATE, ReturnType<typeof byOrder<TabParams>>>),
};

const TAB_COUNTS: Record<MyContentFilter, ReturnType<typeof statement<TabCountParams, Counted>>> = {
  published: statement(
    'contents.count.published',
    `select count(*)::int as total from contents c
     where ($2::uuid is null and c.author_id = $1) or ($2::uuid is not null and c.workspace_id = $2::uuid)`,
  ),
  favorites: statement(
    'contents.count.favorites',
    `select count(*)::int as total from content_favorites cf where cf.user_id = $1 and ${IN_WORKSPACE('cf', 'content_id')}`,
  ),
  ...(Object.fromEntries(
    Object.entries(INTERACTION_STATE).map(([tab, state]) => [
      tab,
      statement(
        `contents.count.${tab}`,
        `select count(*)::int as total from content_interactions ci where ci.user_id = $1${state} and ${IN_WORKSPACE('ci', 'content_id')}`,
      ),
    ]),
  ) as Record<keyof typeof INTERACTION_STATE, ReturnType<typeof statement<TabCountParams, Counted>>>),
};

/** The caller's contents, in the order of `ids`, without those they may not see. */
async function itemsInOrder(q: Queryable, viewerId: string, language: Language, ids: string[]): Promise<ContentItemRow[]> {
  if (ids.length === 0) return [];
  const rows = await findContents.run(q, viewerId, language, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids
    .map((id) => byId.get(id))
    .filter((row): row is ContentItemRow => row !== undefined && (!row.private || row.viewerRole !== null));
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
  const offset = (params.page - 1) * params.limit;
  const [ids, counted] = await Promise.all([
    TAB_IDS[params.filter][params.order].run(q, params.viewerId, params.workspaceId, params.limit, offset),
    TAB_COUNTS[params.filter].run(q, params.viewerId, params.workspaceId),
  ]);
  const rows = await itemsInOrder(
    q,
    params.viewerId,
    params.language,
    ids.map((row) => row.id),
  );
  return { rows, total: counted[0]?.total ?? 0 };
}

// A workspace's contents ($2 the workspace, $5 a type or 'all'): every one for its members, the open ones for others.
type OwnerParams = [viewerId: string, ownerId: string, limit: number, offset: number, type: string];
const OWNER_IDS = {
  member: byOrder<OwnerParams>(
    'contents.ids.workspace_member',
    (o) => `select c.id from contents c where c.workspace_id = $2::uuid and ($5 = 'all' or c.type = $5) and $1::uuid is not null
      order by c.created_at ${o}, c.id ${o} limit $3 offset $4`,
  ),
  visitor: byOrder<OwnerParams>(
    'contents.ids.workspace_visitor',
    (
      o,
    ) => `select c.id from contents c where c.workspace_id = $2::uuid and not c.is_private and ($5 = 'all' or c.type = $5) and $1::uuid is not null
      order by c.created_at ${o}, c.id ${o} limit $3 offset $4`,
  ),
  // a person's profile: what they published to it that the caller may see
  author: byOrder<OwnerParams>(
    'contents.ids.author',
    (o) => `select c.id from contents c where c.author_id = $2::uuid and c.publish_to_profile and ($5 = 'all' or c.type = $5)
      and (not c.is_private or ${memberOf('c.workspace_id', '$1')})
      order by c.created_at ${o}, c.id ${o} limit $3 offset $4`,
  ),
};
type CountParams = [viewerId: string, ownerId: string, type: string];
const OWNER_COUNTS = {
  member: statement<CountParams, Counted>(
    'contents.count.workspace_member',
    `select count(*)::int as total from contents c where c.workspace_id = $2::uuid and ($3 = 'all' or c.type = $3) and $1::uuid is not null`,
  ),
  visitor: statement<CountParams, Counted>(
    'contents.count.workspace_visitor',
    `select count(*)::int as total from contents c where c.workspace_id = $2::uuid and not c.is_private and ($3 = 'all' or c.type = $3)
     and $1::uuid is not null`,
  ),
  author: statement<CountParams, Counted>(
    'contents.count.author',
    `select count(*)::int as total from contents c where c.author_id = $2::uuid and c.publish_to_profile and ($3 = 'all' or c.type = $3)
     and (not c.is_private or ${memberOf('c.workspace_id', '$1')})`,
  ),
};

const isMember = statement<[userId: string, workspaceId: string], { member: boolean }>(
  'contents.is_member',
  `select ${memberOf('$2', '$1')} as member`,
);

/** Whether the caller belongs to a workspace, its terms accepted (then its private items are theirs to see). */
async function isWorkspaceMember(q: Queryable, userId: string, workspaceId: string): Promise<boolean> {
  const [row] = await isMember.run(q, userId, workspaceId);
  return row?.member ?? false;
}

export async function listContentsBy(
  q: Queryable,
  by: 'workspace' | 'author',
  params: { viewerId: string; language: Language; ownerId: string; type: string; order: Order; page: number; limit: number },
) {
  const kind = by === 'author' ? 'author' : (await isWorkspaceMember(q, params.viewerId, params.ownerId)) ? 'member' : 'visitor';
  const offset = (params.page - 1) * params.limit;
  const [ids, counted] = await Promise.all([
    OWNER_IDS[kind][params.order].run(q, params.viewerId, params.ownerId, params.limit, offset, params.type),
    OWNER_COUNTS[kind].run(q, params.viewerId, params.ownerId, params.type),
  ]);
  const rows = await itemsInOrder(
    q,
    params.viewerId,
    params.language,
    ids.map((row) => row.id),
  );
  return { rows, total: counted[0]?.total ?? 0 };
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
    .onConflictDoUpdate({
      target: [contentInteractions.userId, contentInteractions.contentId],
      set: { state, verified: false, score: null, updatedAt: now },
    });
}

/**
 * A conclusion the content itself reported (a package's runtime, a passed quiz). A better score replaces a worse one;
 * answers whether the person had not yet a verified conclusion of it (so a certificate is due).
 */
export async function setVerifiedConclusion(
  q: Queryable,
  userId: string,
  contentId: string,
  score: number | null,
  now: Date,
): Promise<boolean> {
  const [before] = await q
    .select({ verified: contentInteractions.verified })
    .from(contentInteractions)
    .where(and(eq(contentInteractions.userId, userId), eq(contentInteractions.contentId, contentId)))
    .for('update');
  await q
    .insert(contentInteractions)
    .values({ userId, contentId, state: 'conclusion', verified: true, score, updatedAt: now })
    .onConflictDoUpdate({
      target: [contentInteractions.userId, contentInteractions.contentId],
      set: {
        state: 'conclusion',
        verified: true,
        score: sql`greatest(case when ${contentInteractions.verified} then ${contentInteractions.score} end, excluded.score)`,
        updatedAt: now,
      },
    });
  return !before?.verified;
}

/** Whether the person's conclusion of a content was verified, and its score. */
export async function findVerification(q: Queryable, userId: string, contentId: string) {
  const [row] = await q
    .select({ verified: contentInteractions.verified, score: contentInteractions.score })
    .from(contentInteractions)
    .where(and(eq(contentInteractions.userId, userId), eq(contentInteractions.contentId, contentId)));
  return { verified: row?.verified ?? false, score: row?.score ?? null };
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

const workspaceSkills = statement<
  [viewerId: string, language: Language, workspaceId: string],
  { id: string; title: string; count: number }
>(
  'contents.workspace_skills',
  `select s.id, case $2 when 'en' then s.title_en when 'es' then s.title_es else s.title_pt end as title, count(*)::int as count
   from (
     select cs.skill_id from contents c join content_skills cs on cs.content_id = c.id
     left join workspace_members m on m.workspace_id = c.workspace_id and m.user_id = $1 and ${termsAccepted('m')}
     where c.workspace_id = $3 and ${CONTENT_VISIBLE}
     union all
     select ls.skill_id from lists l join list_skills ls on ls.list_id = l.id
     left join workspace_members m on m.workspace_id = l.workspace_id and m.user_id = $1 and ${termsAccepted('m')}
     where l.workspace_id = $3 and (not l.is_private or m.user_id is not null)
   ) used join skills s on s.id = used.skill_id
   group by s.id order by count(*) desc, 2 limit 50`,
);

/** The skills taught by a workspace's items the caller may see, the most used first. */
export const listWorkspaceSkills = (q: Queryable, viewerId: string, language: Language, workspaceId: string) =>
  workspaceSkills.run(q, viewerId, language, workspaceId);

/** The caller's personal (individual) workspace, where a content goes when no workspace is named. */
export async function findPersonalWorkspaceId(q: Queryable, userId: string): Promise<string | null> {
  const result = await q.execute<{ id: string }>(
    sql`select w.id from workspaces w join workspace_members m on m.workspace_id = w.id
        where m.user_id = ${userId}::uuid and w.type = 'individual' order by w.created_at limit 1`,
  );
  return result.rows[0]?.id ?? null;
}

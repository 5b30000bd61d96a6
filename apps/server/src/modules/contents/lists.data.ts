import type { Interaction, Language } from '@trilha/contract';
import { and, eq, sql } from 'drizzle-orm';
import { listContents, listFavorites, listInteractions, listSkills, lists } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';
import { statement } from '../../platform/db/statements.ts';
import { LIST_COLUMNS, LIST_FROM, LIST_VISIBLE } from './item-sql.ts';
import type { ListItemRow } from './items.ts';

type Order = 'ASC' | 'DESC';
type Paged = ListItemRow & { total: number };
type PageParams = [viewerId: string, language: Language, limit: number, offset: number];

const findList = statement<[viewerId: string, language: Language, listId: string], ListItemRow>(
  'lists.find',
  `select ${LIST_COLUMNS} ${LIST_FROM} where l.id = $3`,
);

export async function findListItem(q: Queryable, viewerId: string, language: Language, listId: string) {
  const [row] = await findList.run(q, viewerId, language, listId);
  return row ?? null;
}

const findLists = statement<[viewerId: string, language: Language, ids: string[]], ListItemRow>(
  'lists.find_many',
  `select ${LIST_COLUMNS} ${LIST_FROM} where l.id = any($3::uuid[])`,
);

export const findListItems = (q: Queryable, viewerId: string, language: Language, ids: string[]) =>
  findLists.run(q, viewerId, language, ids);

/** Listings of pathways; $5 is the owner (workspace, author, or the caller's workspace filter), $6 a filter word. */
const SOURCES = {
  // $6 is unused here; typing it lets the shared statement shape prepare
  workspace: { where: 'l.workspace_id = $5::uuid and $6::text is not null', sort: 'l.created_at' },
  author: { where: 'l.author_id = $5::uuid and $6::text is not null', sort: 'l.created_at' },
  // followed or favourited by the caller; $6: all, in-progress, finished, favorites
  mine: {
    where: `($5::uuid is null or l.workspace_id = $5::uuid) and (
      ($6 = 'all' and (li.user_id is not null or lf.user_id is not null)) or ($6 = 'favorites' and lf.user_id is not null)
      or ($6 = 'in-progress' and li.state in ('in_progress', 'access')) or ($6 = 'finished' and li.state = 'conclusion'))`,
    sort: 'coalesce(li.updated_at, lf.created_at)',
  },
  // what the caller may change: authored, or every pathway of a workspace where they hold content.manage ($6: roles)
  owned: {
    where: `($5::uuid is null or l.workspace_id = $5::uuid) and (l.author_id = $1 or m.role = any(string_to_array($6, ',')) or m.user_role = 'admin')`,
    sort: 'l.created_at',
  },
} as const;
export type ListSource = keyof typeof SOURCES;

const statements = new Map<string, ReturnType<typeof statement<[...PageParams, string | null, string], Paged>>>();
for (const [source, { where, sort }] of Object.entries(SOURCES)) {
  for (const order of ['ASC', 'DESC'] as const) {
    statements.set(
      `${source}:${order}`,
      statement(
        `lists.${source}.${order.toLowerCase()}`,
        `select ${LIST_COLUMNS}, count(*) over ()::int as total ${LIST_FROM}
         where ${where} and ${LIST_VISIBLE}
         order by ${sort} ${order}, l.id ${order} limit $3 offset $4`,
      ),
    );
  }
}

export async function listListsPage(
  q: Queryable,
  source: ListSource,
  params: { viewerId: string; language: Language; ownerId: string | null; word: string; order: Order; page: number; limit: number },
) {
  const run = statements.get(`${source}:${params.order}`);
  if (!run) return { rows: [], total: 0 };
  const read = (limit: number, offset: number) => run.run(q, params.viewerId, params.language, limit, offset, params.ownerId, params.word);
  const rows = await read(params.limit, (params.page - 1) * params.limit);
  const total = rows[0]?.total ?? (params.page > 1 ? ((await read(1, 0))[0]?.total ?? 0) : 0);
  return { rows, total };
}

export type NewList = Omit<typeof lists.$inferInsert, 'id' | 'hits'>;

export async function insertList(q: Queryable, values: NewList): Promise<string> {
  const [row] = await q.insert(lists).values(values).returning({ id: lists.id });
  if (!row) throw new Error('list insert returned no row');
  return row.id;
}

export async function updateListRow(q: Queryable, id: string, values: Partial<NewList>): Promise<void> {
  await q.update(lists).set(values).where(eq(lists.id, id));
}

export async function deleteListRow(q: Queryable, id: string): Promise<void> {
  await q.delete(lists).where(eq(lists.id, id));
}

export async function replaceListSkills(q: Queryable, listId: string, skillIds: string[]): Promise<void> {
  await q.delete(listSkills).where(eq(listSkills.listId, listId));
  if (skillIds.length > 0) await q.insert(listSkills).values(skillIds.map((skillId) => ({ listId, skillId })));
}

/** The pathway's contents, in the given order. */
export async function replaceListContents(q: Queryable, listId: string, contentIds: string[]): Promise<void> {
  await q.delete(listContents).where(eq(listContents.listId, listId));
  if (contentIds.length > 0) {
    await q.insert(listContents).values(contentIds.map((contentId, position) => ({ listId, contentId, position })));
  }
}

export async function setListInteractionRow(q: Queryable, userId: string, listId: string, state: Interaction, now: Date) {
  await q
    .insert(listInteractions)
    .values({ userId, listId, state, updatedAt: now })
    .onConflictDoUpdate({ target: [listInteractions.userId, listInteractions.listId], set: { state, updatedAt: now } });
}

export async function toggleListFavoriteRow(q: Queryable, userId: string, listId: string, now: Date): Promise<boolean> {
  const removed = await q
    .delete(listFavorites)
    .where(and(eq(listFavorites.userId, userId), eq(listFavorites.listId, listId)))
    .returning({ id: listFavorites.listId });
  if (removed.length > 0) return false;
  await q.insert(listFavorites).values({ userId, listId, createdAt: now }).onConflictDoNothing();
  return true;
}

export async function incrementListHits(q: Queryable, id: string, by: 0 | 1): Promise<number | null> {
  const [row] = await q
    .update(lists)
    .set({ hits: sql`${lists.hits} + ${by}` })
    .where(eq(lists.id, id))
    .returning({ hits: lists.hits });
  return row?.hits ?? null;
}

export async function listIdsOfContent(q: Queryable, contentId: string): Promise<string[]> {
  const rows = await q.select({ id: listContents.listId }).from(listContents).where(eq(listContents.contentId, contentId));
  return rows.map((row) => row.id);
}

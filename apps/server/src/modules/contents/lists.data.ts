import type { Interaction, Language } from '@trilha/contract';
import { and, eq, sql } from 'drizzle-orm';
import { listContents, listFavorites, listInteractions, listSkills, lists } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';
import { statement } from '../../platform/db/statements.ts';
import { memberOf, termsAccepted } from '../../platform/membership-sql.ts';
import { LIST_COLUMNS, LIST_FROM } from './item-sql.ts';
import type { ListItemRow } from './items.ts';

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

type Order = 'ASC' | 'DESC';
type IdRow = { id: string };
type Counted = { total: number };

/**
 * Pathway listings, as the contents' (contents.data.ts): the page's ids from an index, a count over the same index,
 * then the rows by primary key. $1 the caller, $2 the owner (a workspace or an author; null: any), $3 limit, $4
 * offset, $5 a filter word (the roles that manage every pathway, for "owned").
 */
type Params = [viewerId: string, ownerId: string | null, limit: number, offset: number, word: string];
const IN_WORKSPACE = (alias: string) =>
  `($2::uuid is null or exists (select 1 from lists w where w.id = ${alias}.list_id and w.workspace_id = $2::uuid))`;
const SOURCES = {
  'workspace-member': { from: 'lists l where l.workspace_id = $2::uuid and $1::uuid is not null', at: 'l.created_at', id: 'l.id' },
  'workspace-visitor': {
    from: 'lists l where l.workspace_id = $2::uuid and not l.is_private and $1::uuid is not null',
    at: 'l.created_at',
    id: 'l.id',
  },
  author: {
    from: `lists l where l.author_id = $2::uuid
      and (not l.is_private or ${memberOf('l.workspace_id', '$1')})`,
    at: 'l.created_at',
    id: 'l.id',
  },
  favorites: { from: `list_favorites f where f.user_id = $1 and ${IN_WORKSPACE('f')}`, at: 'f.created_at', id: 'f.list_id' },
  'in-progress': {
    from: `list_interactions i where i.user_id = $1 and i.state in ('access', 'in_progress') and ${IN_WORKSPACE('i')}`,
    at: 'i.updated_at',
    id: 'i.list_id',
  },
  finished: {
    from: `list_interactions i where i.user_id = $1 and i.state = 'conclusion' and ${IN_WORKSPACE('i')}`,
    at: 'i.updated_at',
    id: 'i.list_id',
  },
  // followed or favourited, by the latest of the two
  all: {
    from: `(select list_id, max(at) as at from (
        select list_id, updated_at as at from list_interactions where user_id = $1
        union all select list_id, created_at from list_favorites where user_id = $1) mine group by list_id) a
      where ${IN_WORKSPACE('a')}`,
    at: 'a.at',
    id: 'a.list_id',
  },
  // authored, or in a workspace where the caller's role manages every pathway
  owned: {
    from: `(select l.id, l.created_at from lists l where l.author_id = $1 and ($2::uuid is null or l.workspace_id = $2::uuid)
        union
        select l.id, l.created_at from workspace_members m join lists l on l.workspace_id = m.workspace_id
        where m.user_id = $1 and (m.role = any(string_to_array($5, ',')) or m.user_role = 'admin') and ${termsAccepted('m')}
          and ($2::uuid is null or l.workspace_id = $2::uuid)) o
      where true`,
    at: 'o.created_at',
    id: 'o.id',
  },
} as const;
type Source = keyof typeof SOURCES;
export type ListSource = 'workspace' | 'author' | 'mine' | 'owned';

// every statement reads $5, so each prepares with the same parameter types
const IDS = Object.fromEntries(
  Object.entries(SOURCES).map(([name, { from, at, id }]) => [
    name,
    Object.fromEntries(
      (['ASC', 'DESC'] as const).map((o) => [
        o,
        statement<Params, IdRow>(
          `lists.ids.${name}.${o.toLowerCase()}`,
          `select ${id} as id from ${from} and $5::text is not null order by ${at} ${o}, ${id} ${o} limit $3 offset $4`,
        ),
      ]),
    ),
  ]),
) as Record<Source, Record<Order, ReturnType<typeof statement<Params, IdRow>>>>;
const COUNTS = Object.fromEntries(
  Object.entries(SOURCES).map(([name, { from }]) => [
    name,
    statement<Params, Counted>(
      `lists.count.${name}`,
      // the same parameters as the page's statement; limit and offset are only typed here
      `select count(*)::int as total from ${from} and $5::text is not null and $3::int is not null and $4::int is not null`,
    ),
  ]),
) as Record<Source, ReturnType<typeof statement<Params, Counted>>>;

const isMember = statement<[userId: string, workspaceId: string], { member: boolean }>(
  'lists.is_member',
  `select ${memberOf('$2', '$1')} as member`,
);

async function sourceOf(q: Queryable, source: ListSource, viewerId: string, ownerId: string | null, word: string): Promise<Source> {
  if (source === 'author' || source === 'owned') return source;
  if (source === 'mine') return word === 'favorites' || word === 'in-progress' || word === 'finished' ? word : 'all';
  const [row] = ownerId ? await isMember.run(q, viewerId, ownerId) : [];
  return row?.member ? 'workspace-member' : 'workspace-visitor';
}

export async function listListsPage(
  q: Queryable,
  source: ListSource,
  params: { viewerId: string; language: Language; ownerId: string | null; word: string; order: Order; page: number; limit: number },
) {
  const name = await sourceOf(q, source, params.viewerId, params.ownerId, params.word);
  const offset = (params.page - 1) * params.limit;
  const [ids, counted] = await Promise.all([
    IDS[name][params.order].run(q, params.viewerId, params.ownerId, params.limit, offset, params.word),
    COUNTS[name].run(q, params.viewerId, params.ownerId, params.limit, offset, params.word),
  ]);
  const found =
    ids.length === 0
      ? []
      : await findLists.run(
          q,
          params.viewerId,
          params.language,
          ids.map((row) => row.id),
        );
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = ids
    .map((row) => byId.get(row.id))
    .filter((row): row is ListItemRow => row !== undefined && (!row.private || row.viewerRole !== null));
  return { rows, total: counted[0]?.total ?? 0 };
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

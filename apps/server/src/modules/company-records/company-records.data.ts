import { and, eq, sql } from 'drizzle-orm';
import { type DependentData, dependents, externalOrganizations, workspaceMembers } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';
import { statement } from '../../platform/db/statements.ts';

/** Totals stop counting at this many: no count walks a whole list. */
const COUNT_CAP = 10_000;

// ---- Bookmarks (external organizations) ----

export interface BookmarkRow {
  id: string;
  name: string;
  legalName: string | null;
  taxId: string | null;
  mainContact: string | null;
  phone: string | null;
  email: string | null;
  observations: string | null;
  createdAt: Date;
  updatedAt: Date;
}
export type BookmarkValues = Omit<BookmarkRow, 'id' | 'createdAt' | 'updatedAt'>;

const BOOKMARK_COLUMNS = `id, name, legal_name as "legalName", tax_id as "taxId", main_contact as "mainContact", phone, email,
  observations, created_at as "createdAt", updated_at as "updatedAt"`;
/** $1 the company, $2 a text the name contains ('' for all), case ignored. */
const BOOKMARK_FILTER = `workspace_id = $1::uuid and ($2::text = '' or position(lower($2::text) in lower(name)) > 0)`;

/** By name, read in the order of external_organizations_name_key (workspace_id, lower(name)). */
const bookmarkPage = statement<[string, string, number, number], BookmarkRow>(
  'company_records.bookmarks.page',
  `select ${BOOKMARK_COLUMNS} from external_organizations where ${BOOKMARK_FILTER}
   order by lower(name) limit $3 offset $4`,
);
const bookmarkCount = statement<[string, string], { total: number }>(
  'company_records.bookmarks.count',
  `select count(*)::int as total from (select 1 from external_organizations where ${BOOKMARK_FILTER} limit ${COUNT_CAP}) capped`,
);

export async function bookmarkPageOf(q: Queryable, workspaceId: string, search: string, limit: number, offset: number) {
  const [rows, counted] = await Promise.all([
    bookmarkPage.run(q, workspaceId, search, limit, offset),
    bookmarkCount.run(q, workspaceId, search),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

const bookmarkById = statement<[string, string], BookmarkRow>(
  'company_records.bookmarks.one',
  `select ${BOOKMARK_COLUMNS} from external_organizations where workspace_id = $1::uuid and id = $2::uuid`,
);

export async function findBookmark(q: Queryable, workspaceId: string, id: string): Promise<BookmarkRow | null> {
  const [row] = await bookmarkById.run(q, workspaceId, id);
  return row ?? null;
}

export async function insertBookmark(q: Queryable, workspaceId: string, values: BookmarkValues, now: Date): Promise<string> {
  const [row] = await q
    .insert(externalOrganizations)
    .values({ workspaceId, ...values, createdAt: now, updatedAt: now })
    .returning({ id: externalOrganizations.id });
  if (!row) throw new Error('insert bookmark');
  return row.id;
}

/** False when the company has no such bookmark. */
export async function updateBookmarkRow(q: Queryable, workspaceId: string, id: string, values: BookmarkValues, now: Date) {
  const rows = await q
    .update(externalOrganizations)
    .set({ ...values, updatedAt: now })
    .where(and(eq(externalOrganizations.workspaceId, workspaceId), eq(externalOrganizations.id, id)))
    .returning({ id: externalOrganizations.id });
  return rows.length > 0;
}

export async function deleteBookmarkRow(q: Queryable, workspaceId: string, id: string) {
  const rows = await q
    .delete(externalOrganizations)
    .where(and(eq(externalOrganizations.workspaceId, workspaceId), eq(externalOrganizations.id, id)))
    .returning({ id: externalOrganizations.id });
  return rows.length > 0;
}

// ---- Dependents ----

export interface DependentRow {
  id: string;
  data: DependentData;
  createdAt: Date;
  updatedAt: Date;
  /** the holder, when still a member of the company */
  holderId: string | null;
  holderName: string | null;
}

const DEPENDENT_FROM = `from dependents d
  left join workspace_members m on m.workspace_id = d.workspace_id and m.user_id = (d.data->>'holderUserId')::uuid
  left join users u on u.id = m.user_id`;
const DEPENDENT_COLUMNS = `d.id, d.data, d.created_at as "createdAt", d.updated_at as "updatedAt", u.id as "holderId",
  trim(u.name || ' ' || u.last_name) as "holderName"`;

/** Last added first, read through dependents_list_idx (workspace_id, created_at). */
const dependentPage = statement<[string, number, number], DependentRow>(
  'company_records.dependents.page',
  `select ${DEPENDENT_COLUMNS} ${DEPENDENT_FROM} where d.workspace_id = $1::uuid
   order by d.created_at desc, d.id desc limit $2 offset $3`,
);
const dependentCount = statement<[string], { total: number }>(
  'company_records.dependents.count',
  `select count(*)::int as total from (select 1 from dependents where workspace_id = $1::uuid limit ${COUNT_CAP}) capped`,
);

export async function dependentPageOf(q: Queryable, workspaceId: string, limit: number, offset: number) {
  const [rows, counted] = await Promise.all([dependentPage.run(q, workspaceId, limit, offset), dependentCount.run(q, workspaceId)]);
  return { rows, total: counted[0]?.total ?? 0 };
}

const dependentById = statement<[string, string], DependentRow>(
  'company_records.dependents.one',
  `select ${DEPENDENT_COLUMNS} ${DEPENDENT_FROM} where d.workspace_id = $1::uuid and d.id = $2::uuid`,
);

export async function findDependent(q: Queryable, workspaceId: string, id: string): Promise<DependentRow | null> {
  const [row] = await dependentById.run(q, workspaceId, id);
  return row ?? null;
}

export async function insertDependent(q: Queryable, workspaceId: string, data: DependentData, dedupeKey: string, now: Date) {
  const [row] = await q
    .insert(dependents)
    .values({ workspaceId, data, dedupeKey, createdAt: now, updatedAt: now })
    .returning({ id: dependents.id });
  if (!row) throw new Error('insert dependent');
  return row.id;
}

export async function updateDependentRow(q: Queryable, workspaceId: string, id: string, data: DependentData, dedupeKey: string, now: Date) {
  const rows = await q
    .update(dependents)
    .set({ data, dedupeKey, updatedAt: now })
    .where(and(eq(dependents.workspaceId, workspaceId), eq(dependents.id, id)))
    .returning({ id: dependents.id });
  return rows.length > 0;
}

export async function deleteDependentRow(q: Queryable, workspaceId: string, id: string) {
  const rows = await q
    .delete(dependents)
    .where(and(eq(dependents.workspaceId, workspaceId), eq(dependents.id, id)))
    .returning({ id: dependents.id });
  return rows.length > 0;
}

/** Whether `userId` is a member of the company. */
export async function isMemberOf(q: Queryable, workspaceId: string, userId: string) {
  const [row] = await q
    .select({ one: sql<number>`1` })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return row !== undefined;
}

import { type BookmarkForm, type BookmarkItem, type DependentDataForm, type DependentItem, dependentBirthProblem } from '@trilha/contract';
import { isUniqueViolation, UUID_PATTERN } from '../../platform/db/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import {
  type BookmarkRow,
  bookmarkPageOf,
  type DependentRow,
  deleteBookmarkRow,
  deleteDependentRow,
  dependentPageOf,
  findBookmark,
  findDependent,
  insertBookmark,
  insertDependent,
  isMemberOf,
  updateBookmarkRow,
  updateDependentRow,
} from './company-records.data.ts';

type Page = { page: number; limit: number };

// ---- Bookmarks (external organizations) ----

const toBookmark = (row: BookmarkRow): BookmarkItem => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listBookmarks(deps: Deps, workspaceId: string, query: Page & { search: string }) {
  const { rows, total } = await bookmarkPageOf(deps.db, workspaceId, query.search, query.limit, (query.page - 1) * query.limit);
  return { items: rows.map(toBookmark), page: query.page, limit: query.limit, total };
}

export async function getBookmark(deps: Deps, workspaceId: string, id: string) {
  const row = UUID_PATTERN.test(id) ? await findBookmark(deps.db, workspaceId, id) : null;
  if (!row) throw new AppError('bookmark.not_found');
  return toBookmark(row);
}

/** The name is unique in the company, whatever the case; the unique index decides. */
const nameTaken = (error: unknown) => {
  if (isUniqueViolation(error)) return new AppError('bookmark.exists', { name: 'bookmark.name_taken' });
  return error;
};

export async function createBookmark(deps: Deps, workspaceId: string, form: BookmarkForm) {
  try {
    return await getBookmark(deps, workspaceId, await insertBookmark(deps.db, workspaceId, form, deps.clock.now()));
  } catch (error) {
    throw nameTaken(error);
  }
}

export async function updateBookmark(deps: Deps, workspaceId: string, id: string, form: BookmarkForm) {
  await getBookmark(deps, workspaceId, id);
  try {
    if (!(await updateBookmarkRow(deps.db, workspaceId, id, form, deps.clock.now()))) throw new AppError('bookmark.not_found');
  } catch (error) {
    throw nameTaken(error);
  }
  return getBookmark(deps, workspaceId, id);
}

export async function removeBookmark(deps: Deps, workspaceId: string, id: string) {
  const found = UUID_PATTERN.test(id) && (await deleteBookmarkRow(deps.db, workspaceId, id));
  if (!found) throw new AppError('bookmark.not_found');
  return { removed: true as const };
}

// ---- Dependents ----

const toDependent = (row: DependentRow): DependentItem => ({
  id: row.id,
  data: row.data as DependentItem['data'],
  holder: row.holderId && row.holderName ? { id: row.holderId, name: row.holderName } : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** 'Dependent exists': the same CPF, or without one the same name (case ignored) and birth date. */
const dedupeKeyOf = (data: DependentDataForm) =>
  data.taxId ? `cpf:${data.taxId}` : `name:${data.name.toLocaleLowerCase('pt-BR')}|${data.birthDate}`;

/** The rules the schema cannot check: no future birth date (server clock), a holder who is a member of the company. */
async function checkDependent(deps: Deps, workspaceId: string, data: DependentDataForm) {
  const fields: Record<string, string> = {};
  const birth = dependentBirthProblem(data.birthDate, deps.clock.now().toISOString().slice(0, 10));
  if (birth) fields['data.birthDate'] = birth;
  if (data.holderUserId && !(await isMemberOf(deps.db, workspaceId, data.holderUserId))) fields['data.holderUserId'] = 'dependent.holder';
  if (Object.keys(fields).length > 0) throw new AppError('validation.failed', fields);
}

const dependentExists = (error: unknown) => (isUniqueViolation(error) ? new AppError('dependent.exists') : error);

export async function listDependents(deps: Deps, workspaceId: string, query: Page) {
  const { rows, total } = await dependentPageOf(deps.db, workspaceId, query.limit, (query.page - 1) * query.limit);
  return { items: rows.map(toDependent), page: query.page, limit: query.limit, total };
}

export async function getDependent(deps: Deps, workspaceId: string, id: string) {
  const row = UUID_PATTERN.test(id) ? await findDependent(deps.db, workspaceId, id) : null;
  if (!row) throw new AppError('dependent.not_found');
  return toDependent(row);
}

export async function createDependent(deps: Deps, workspaceId: string, data: DependentDataForm) {
  await checkDependent(deps, workspaceId, data);
  try {
    const id = await insertDependent(deps.db, workspaceId, data, dedupeKeyOf(data), deps.clock.now());
    return await getDependent(deps, workspaceId, id);
  } catch (error) {
    throw dependentExists(error);
  }
}

export async function updateDependent(deps: Deps, workspaceId: string, id: string, data: DependentDataForm) {
  await getDependent(deps, workspaceId, id);
  await checkDependent(deps, workspaceId, data);
  try {
    if (!(await updateDependentRow(deps.db, workspaceId, id, data, dedupeKeyOf(data), deps.clock.now())))
      throw new AppError('dependent.not_found');
  } catch (error) {
    throw dependentExists(error);
  }
  return getDependent(deps, workspaceId, id);
}

export async function removeDependent(deps: Deps, workspaceId: string, id: string) {
  const found = UUID_PATTERN.test(id) && (await deleteDependentRow(deps.db, workspaceId, id));
  if (!found) throw new AppError('dependent.not_found');
  return { removed: true as const };
}

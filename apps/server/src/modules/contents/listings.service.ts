import type { Language, MyContentFilter } from '@trilha/contract';
import type { Session } from '../../platform/auth/session-lookup.ts';
import { UUID_PATTERN } from '../../platform/db/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { listContentsBy, listContentsOfList, listMyContentsPage } from './contents.data.ts';
import { toContentItem, toListItem } from './items.ts';
import { findListItem, listListsPage } from './lists.data.ts';
import { workspaceFilter } from './lists.service.ts';
import { idOr404, visibleOr404 } from './visibility.ts';

interface Paging {
  order: 'ASC' | 'DESC';
  page: number;
  limit: number;
}

export async function listMyContents(
  deps: Deps,
  session: Session,
  lang: Language,
  query: Paging & { filter: MyContentFilter; workspaceId?: string },
) {
  const viewerId = session.user.id;
  const workspaceId = await workspaceFilter(deps, session, query.workspaceId);
  const { rows, total } = await listMyContentsPage(deps.db, { ...query, viewerId, language: lang, workspaceId });
  return { items: rows.map((row) => toContentItem(viewerId, row)), page: query.page, limit: query.limit, total };
}

/** A workspace's or a person's contents; unknown ids are empty pages' 404s. */
export async function listContentsOf(
  deps: Deps,
  viewerId: string,
  lang: Language,
  by: 'workspace' | 'author',
  ownerId: string,
  query: Paging & { filter: string },
) {
  if (!UUID_PATTERN.test(ownerId)) throw new AppError(by === 'workspace' ? 'workspace.not_found' : 'profile.not_found');
  const { rows, total } = await listContentsBy(deps.db, by, { ...query, viewerId, language: lang, ownerId, type: query.filter });
  return { items: rows.map((row) => toContentItem(viewerId, row)), page: query.page, limit: query.limit, total };
}

const SAVES_LIMIT = 100;

/** GET /v1/myself/saves: the newest favourite contents and pathways. */
export async function listSaves(deps: Deps, session: Session, lang: Language, workspace: string | undefined) {
  const viewerId = session.user.id;
  const workspaceId = await workspaceFilter(deps, session, workspace);
  const paging = { order: 'DESC' as const, page: 1, limit: SAVES_LIMIT, viewerId, language: lang };
  const [contents, lists] = await Promise.all([
    listMyContentsPage(deps.db, { ...paging, filter: 'favorites', workspaceId }),
    listListsPage(deps.db, 'mine', { ...paging, ownerId: workspaceId, word: 'favorites' }),
  ]);
  return {
    contents: contents.rows.map((row) => toContentItem(viewerId, row)),
    lists: lists.rows.map((row) => toListItem(viewerId, row)),
  };
}

export function authorIdOf(userId: string): string {
  if (!UUID_PATTERN.test(userId)) throw new AppError('profile.not_found');
  return userId;
}

/** GET /v1/contents/lists/:listId: the pathway's contents in order, those the caller may see. */
export async function listContentsOfPathway(deps: Deps, viewerId: string, lang: Language, listId: string) {
  const list = visibleOr404(await findListItem(deps.db, viewerId, lang, idOr404(listId, 'list.not_found')), 'list.not_found');
  const rows = await listContentsOfList(deps.db, viewerId, lang, list.id);
  return { items: rows.map((row) => toContentItem(viewerId, row)) };
}

/** A visitor without a session reads as nobody: a member of no workspace, who sees only open items. */
const NOBODY = '00000000-0000-0000-0000-000000000000';
export const viewerOf = (session: Session | null): string => session?.user.id ?? NOBODY;

import { type Language, type ListDetails, listForm, rolesWith } from '@trilha/contract';
import type { Session } from '../../platform/auth/session-lookup.ts';
import { UUID_PATTERN } from '../../platform/db/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { parseForm } from '../../platform/http/parse-form.ts';
import { authorizeWorkspaceInput } from '../workspaces/index.ts';
import { appendToLists, findContentItem, listContentsOfList, removeFromList } from './contents.data.ts';
import { type CoverForm, checkSkills, searchTextOf, targetWorkspace } from './contents.service.ts';
import { dropCover, storeCover } from './covers.ts';
import { type ListItemRow, mayManage, toContentItem, toListItem } from './items.ts';
import {
  deleteListRow,
  findListItem,
  insertList,
  type ListSource,
  listListsPage,
  replaceListContents,
  replaceListSkills,
  updateListRow,
} from './lists.data.ts';
import { idOr404, visibleOr404 } from './visibility.ts';

/** The roles that manage every pathway of their workspace, from the grant table. */
const MANAGER_ROLES = rolesWith('content.manage').join(',');

export async function getListDetails(deps: Deps, viewerId: string, lang: Language, id: string): Promise<ListDetails> {
  const row = visibleOr404(await findListItem(deps.db, viewerId, lang, idOr404(id, 'list.not_found')), 'list.not_found');
  const contents = await listContentsOfList(deps.db, viewerId, lang, row.id);
  return { ...toListItem(viewerId, row), contents: contents.map((content) => toContentItem(viewerId, content)) };
}

/** The pathway a caller may change, or its refusal (404, 403); the update route asks it before reading the form. */
export async function manageableList(deps: Deps, viewerId: string, lang: Language, id: string) {
  const row = visibleOr404(await findListItem(deps.db, viewerId, lang, idOr404(id, 'list.not_found')), 'list.not_found');
  if (!mayManage(viewerId, row)) throw new AppError('permission.denied');
  return row;
}

/**
 * The contents a pathway of `workspaceId` may hold: each must be visible to the caller, and a private one must
 * belong to the pathway's own workspace.
 */
async function checkListContents(deps: Deps, viewerId: string, lang: Language, workspaceId: string, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  for (const id of unique) {
    if (!UUID_PATTERN.test(id)) throw new AppError('validation.failed', { contents: 'invalid' });
    const content = await findContentItem(deps.db, viewerId, lang, id);
    if (!content || (content.private && !content.viewerRole)) throw new AppError('validation.failed', { contents: 'invalid' });
    if (content.private && content.workspace.id !== workspaceId) throw new AppError('content.private_in_other_workspace');
  }
  return unique;
}

export async function createList(
  deps: Deps,
  session: Session,
  lang: Language,
  form: CoverForm,
  companyHeader: string | string[] | undefined,
) {
  const input = parseForm(listForm, form.fields);
  const access = await authorizeWorkspaceInput(
    deps,
    session,
    await targetWorkspace(deps, session, form.fields, companyHeader),
    'content.create',
  );
  const skills = await checkSkills(deps, input.skills);
  const contentIds = await checkListContents(deps, session.user.id, lang, access.workspace.id, input.contents);
  const coverUrl = form.files.coverImage ? await storeCover(deps, `lists/${access.workspace.id}`, form.files.coverImage) : null;
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    const listId = await insertList(tx, {
      workspaceId: access.workspace.id,
      authorId: session.user.id,
      title: input.title,
      description: input.description,
      isPrivate: input.private,
      coverUrl,
      searchText: searchTextOf(input.title, input.description),
      createdAt: now,
      updatedAt: now,
    });
    await replaceListSkills(tx, listId, skills);
    await replaceListContents(tx, listId, contentIds);
    return listId;
  });
  return getListDetails(deps, session.user.id, lang, id);
}

/** POST /v1/lists/:id, on a pathway `manageableList` gave: the whole form again. */
export async function updateList(deps: Deps, viewerId: string, lang: Language, current: ListItemRow, form: CoverForm) {
  const input = parseForm(listForm, form.fields);
  const skills = await checkSkills(deps, input.skills);
  const contentIds = await checkListContents(deps, viewerId, lang, current.workspace.id, input.contents);
  let coverUrl = input.removeCoverImage ? null : current.coverUrl;
  if (form.files.coverImage) coverUrl = await storeCover(deps, `lists/${current.workspace.id}`, form.files.coverImage);
  await deps.db.transaction(async (tx) => {
    await updateListRow(tx, current.id, {
      title: input.title,
      description: input.description,
      isPrivate: input.private,
      coverUrl,
      searchText: searchTextOf(input.title, input.description),
      updatedAt: deps.clock.now(),
    });
    await replaceListSkills(tx, current.id, skills);
    await replaceListContents(tx, current.id, contentIds);
  });
  if (current.coverUrl !== coverUrl) await dropCover(deps, current.coverUrl);
  return getListDetails(deps, viewerId, lang, current.id);
}

export async function deleteList(deps: Deps, viewerId: string, lang: Language, id: string) {
  const current = await manageableList(deps, viewerId, lang, id);
  await deleteListRow(deps.db, current.id);
  await dropCover(deps, current.coverUrl);
  return { id: current.id };
}

/** POST /v1/contents/:id/lists: the caller must see the content and manage each pathway. */
export async function associateContent(deps: Deps, viewerId: string, lang: Language, contentId: string, listIds: string[]) {
  const content = visibleOr404(
    await findContentItem(deps.db, viewerId, lang, idOr404(contentId, 'content.not_found')),
    'content.not_found',
  );
  const targets: Awaited<ReturnType<typeof manageableList>>[] = [];
  for (const listId of new Set(listIds)) targets.push(await manageableList(deps, viewerId, lang, listId));
  if (content.private && targets.some((list) => list.workspace.id !== content.workspace.id)) {
    throw new AppError('content.private_in_other_workspace');
  }
  await deps.db.transaction((tx) =>
    appendToLists(
      tx,
      content.id,
      targets.map((list) => list.id),
    ),
  );
  return { lists: targets.map((list) => ({ id: list.id, title: list.title })) };
}

export async function removeContentFromList(deps: Deps, viewerId: string, lang: Language, listId: string, contentId: string) {
  const list = await manageableList(deps, viewerId, lang, listId);
  if (!(await removeFromList(deps.db, list.id, idOr404(contentId, 'content.not_found')))) throw new AppError('content.not_found');
  return { listId: list.id, contentId };
}

/** Resolves a workspace filter (id or subdomain) the caller belongs to; other tenants get 404. */
export async function workspaceFilter(deps: Deps, session: Session, idOrSubdomain: string | undefined): Promise<string | null> {
  if (!idOrSubdomain) return null;
  const access = await authorizeWorkspaceInput(deps, session, idOrSubdomain, 'content.view');
  return access.workspace.id;
}

export async function listLists(
  deps: Deps,
  viewerId: string,
  lang: Language,
  source: ListSource,
  params: { ownerId: string | null; word?: string; order: 'ASC' | 'DESC'; page: number; limit: number },
) {
  const word = source === 'owned' ? MANAGER_ROLES : (params.word ?? 'all');
  const { rows, total } = await listListsPage(deps.db, source, { ...params, viewerId, language: lang, word });
  return { items: rows.map((row) => toListItem(viewerId, row)), page: params.page, limit: params.limit, total };
}

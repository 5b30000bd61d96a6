import { contentForm, contentsApi, listForm } from '@trilha/contract';
import type { FastifyRequest } from 'fastify';
import { route } from '../../platform/http/context.ts';
import { searchRoute } from '../../platform/http/search-limits.ts';
import { readMultipartForm } from '../../platform/storage/multipart-form.ts';
import { workspaceIdOf } from '../workspaces/index.ts';
import { listWorkspaceSkills } from './contents.data.ts';
import {
  type CoverForm,
  createContent,
  deleteContent,
  getContentDetails,
  listContentTypes,
  manageableContent,
  updateContent,
} from './contents.service.ts';
import { discover } from './discovery.service.ts';
import { readPageMeta } from './extract-meta.service.ts';
import {
  accessContent,
  countHit,
  setContentInteraction,
  setListInteraction,
  toggleConclusion,
  toggleInProgress,
  toggleListFavorite,
  toggleSavedContent,
} from './interactions.service.ts';
import { authorIdOf, listContentsOf, listContentsOfPathway, listMyContents, listSaves, viewerOf } from './listings.service.ts';
import {
  associateContent,
  createList,
  deleteList,
  getListDetails,
  listLists,
  manageableList,
  removeContentFromList,
  updateList,
  workspaceFilter,
} from './lists.service.ts';

const CONTENT_FIELDS = [...Object.keys(contentForm.shape), 'workspaceId'];
const LIST_FIELDS = [...Object.keys(listForm.shape), 'workspaceId'];

/** A content or pathway form, as multipart (text fields and the file coverImage) or as JSON (fields only). */
const readCoverForm = (request: FastifyRequest, fields: readonly string[]): Promise<CoverForm> =>
  readMultipartForm(request, ['coverImage'], fields);

const contentRoutes = [
  route(contentsApi.listContentTypes, () => listContentTypes()),
  route(contentsApi.createContent, async ({ deps, session, lang, request, reply }) => {
    const form = await readCoverForm(request, CONTENT_FIELDS);
    const created = await createContent(deps, session, lang, form, request.headers['x-company']);
    reply.status(201);
    return created;
  }),
  // who may change the content is checked before its form is read
  route(contentsApi.updateContent, async ({ deps, session, lang, params, request }) => {
    const current = await manageableContent(deps, session.user.id, lang, params.id);
    return updateContent(deps, session.user.id, lang, current, await readCoverForm(request, CONTENT_FIELDS));
  }),
  route(contentsApi.getContent, ({ deps, session, lang, params }) => getContentDetails(deps, session.user.id, lang, params.id)),
  route(contentsApi.deleteContent, ({ deps, session, lang, params }) => deleteContent(deps, session.user.id, lang, params.id)),
  route(contentsApi.listMyContents, ({ deps, session, lang, query }) => listMyContents(deps, session, lang, query)),
  route(contentsApi.listUserContents, ({ deps, session, lang, params, query }) =>
    listContentsOf(deps, session.user.id, lang, 'author', params.userId, query),
  ),
  route(contentsApi.listWorkspaceContents, async ({ deps, session, lang, params, query }) => {
    const workspaceId = await workspaceIdOf(deps, params.workspaceId);
    return listContentsOf(deps, viewerOf(session), lang, 'workspace', workspaceId, query);
  }),
  route(contentsApi.listWorkspaceSkills, async ({ deps, session, lang, params }) => ({
    items: await listWorkspaceSkills(deps.db, viewerOf(session), lang, await workspaceIdOf(deps, params.workspaceId)),
  })),
  route(contentsApi.listListContents, ({ deps, session, lang, params }) =>
    listContentsOfPathway(deps, session.user.id, lang, params.listId),
  ),
  route(contentsApi.accessContent, ({ deps, session, lang, body }) => accessContent(deps, session.user.id, lang, body.contentId)),
  route(contentsApi.toggleContentInProgress, ({ deps, session, lang, params }) => toggleInProgress(deps, session.user.id, lang, params.id)),
  route(contentsApi.toggleContentConclusion, ({ deps, session, lang, params }) => toggleConclusion(deps, session.user.id, lang, params.id)),
  route(contentsApi.setContentInteraction, ({ deps, session, lang, params, body }) =>
    setContentInteraction(deps, session.user.id, lang, params.id, body.interaction),
  ),
  route(contentsApi.associateContent, ({ deps, session, lang, params, body }) =>
    associateContent(deps, session.user.id, lang, params.id, body.lists),
  ),
  route(contentsApi.removeContentFromList, ({ deps, session, lang, params }) =>
    removeContentFromList(deps, session.user.id, lang, params.listId, params.contentId),
  ),
  route(contentsApi.extractMeta, ({ deps, session, query }) => readPageMeta(deps, session.user.id, query.url)),
  route(contentsApi.toggleSavedContent, ({ deps, session, lang, params }) => toggleSavedContent(deps, session.user.id, lang, params.id)),
  route(contentsApi.countContentHit, ({ deps, session, lang, params }) => countHit(deps, session.user.id, lang, 'content', params.id)),
];

const listRoutes = [
  route(contentsApi.createList, async ({ deps, session, lang, request, reply }) => {
    const form = await readCoverForm(request, LIST_FIELDS);
    const created = await createList(deps, session, lang, form, request.headers['x-company']);
    reply.status(201);
    return created;
  }),
  route(contentsApi.updateList, async ({ deps, session, lang, params, request }) => {
    const current = await manageableList(deps, session.user.id, lang, params.id);
    return updateList(deps, session.user.id, lang, current, await readCoverForm(request, LIST_FIELDS));
  }),
  route(contentsApi.getList, ({ deps, session, lang, params }) => getListDetails(deps, session.user.id, lang, params.id)),
  route(contentsApi.deleteList, ({ deps, session, lang, params }) => deleteList(deps, session.user.id, lang, params.id)),
  route(contentsApi.listMyLists, async ({ deps, session, lang, query }) => {
    const ownerId = await workspaceFilter(deps, session, query.workspaceId);
    return listLists(deps, session.user.id, lang, 'mine', { ...query, ownerId, word: query.filter });
  }),
  route(contentsApi.listOwnedLists, async ({ deps, session, lang, query }) => {
    const ownerId = await workspaceFilter(deps, session, query.workspaceId);
    return listLists(deps, session.user.id, lang, 'owned', { ...query, ownerId });
  }),
  route(contentsApi.listSaves, ({ deps, session, lang, query }) => listSaves(deps, session, lang, query.workspaceId)),
  route(contentsApi.listUserLists, ({ deps, session, lang, params, query }) =>
    listLists(deps, session.user.id, lang, 'author', { ...query, ownerId: authorIdOf(params.userId) }),
  ),
  route(contentsApi.listWorkspaceLists, async ({ deps, session, lang, params, query }) => {
    const ownerId = await workspaceIdOf(deps, params.id);
    return listLists(deps, viewerOf(session), lang, 'workspace', { ...query, ownerId });
  }),
  route(contentsApi.toggleListFavorite, ({ deps, session, lang, params }) => toggleListFavorite(deps, session.user.id, lang, params.id)),
  route(contentsApi.setListInteraction, ({ deps, session, lang, params, body }) =>
    setListInteraction(deps, session.user.id, lang, params.id, body.interaction),
  ),
  route(contentsApi.countListHit, ({ deps, session, lang, params }) => countHit(deps, session.user.id, lang, 'list', params.id)),
];

/** Every route of contents, pathways and discovery. */
export const contentsRoutes = [
  ...contentRoutes,
  ...listRoutes,
  searchRoute(contentsApi.discover, ({ deps, session, lang, query }) => discover(deps, session, lang, query)),
];

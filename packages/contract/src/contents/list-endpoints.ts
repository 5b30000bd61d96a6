import { z } from 'zod';
import { defineEndpoint, imageFile } from '../http/endpoint.ts';
import { pageOf, pageQuery } from '../platform/pagination.ts';
import { contentItem, INTERACTIONS, listDetails, listForm, listItem } from './schemas.ts';

const tag = 'lists';
const id = z.string().min(1).max(200);
const idParams = z.object({ id });
const order = z.enum(['DESC', 'ASC']).default('DESC');

/** What "my pathways" shows: those followed (in progress, finished) and favourites. */
export const MY_LIST_FILTERS = ['all', 'in-progress', 'finished', 'favorites'] as const;

export const createList = defineEndpoint({
  method: 'POST',
  path: '/v1/lists',
  summary:
    'Creates a pathway in `workspaceId` (content.create there): multipart fields title, description, skills, contents (ids in order), private and an optional `coverImage`',
  tag,
  access: 'session',
  scope: 'user',
  multipart: {
    fields: listForm.extend({
      workspaceId: z
        .string()
        .optional()
        .describe('The workspace (id or subdomain); without it, the X-Company header, then the personal workspace'),
    }),
    files: { coverImage: imageFile(false, 'The cover') },
    json: true,
  },
  responses: { 201: listDetails },
});

export const updateList = defineEndpoint({
  method: 'POST',
  path: '/v1/lists/:id',
  summary: 'Updates a pathway (its author or a manager of its workspace); multipart like creation',
  tag,
  access: 'session',
  scope: 'user',
  multipart: {
    fields: listForm,
    files: { coverImage: imageFile(false, 'A new cover, taking the place of removeCoverImage') },
    json: true,
  },
  params: idParams,
  responses: { 200: listDetails },
});

export const getList = defineEndpoint({
  method: 'GET',
  path: '/v1/lists/:id',
  summary: "A pathway with its contents in order and the caller's completion",
  tag,
  access: 'session',
  scope: 'user',
  params: idParams,
  responses: { 200: listDetails },
});

export const deleteList = defineEndpoint({
  method: 'DELETE',
  path: '/v1/lists/:id',
  summary: 'Deletes a pathway (its author or a manager of its workspace); its contents stay',
  tag,
  access: 'session',
  scope: 'user',
  params: idParams,
  responses: { 200: z.object({ id: z.string() }) },
});

export const listMyLists = defineEndpoint({
  method: 'GET',
  path: '/v1/myself/lists',
  summary: 'Pathways the caller follows (in progress, finished) or favourited, newest first; `workspaceId` narrows to one workspace',
  tag,
  access: 'session',
  scope: 'user',
  query: pageQuery.extend({ filter: z.enum(MY_LIST_FILTERS).default('all'), order, workspaceId: id.optional() }),
  responses: { 200: pageOf(listItem) },
});

export const listOwnedLists = defineEndpoint({
  method: 'GET',
  path: '/v1/myself/lists/owned',
  summary:
    'Pathways the caller may change (authored, or all of a workspace they manage), newest first; `workspaceId` narrows to one workspace',
  tag,
  access: 'session',
  scope: 'user',
  query: pageQuery.extend({ order, workspaceId: id.optional() }),
  responses: { 200: pageOf(listItem) },
});

export const listSaves = defineEndpoint({
  method: 'GET',
  path: '/v1/myself/saves',
  summary: "The caller's favourite contents and pathways (the newest 100 of each); `workspaceId` narrows to one workspace",
  tag,
  access: 'session',
  scope: 'user',
  query: z.object({ workspaceId: id.optional() }),
  responses: { 200: z.object({ contents: z.array(contentItem), lists: z.array(listItem) }) },
});

export const listUserLists = defineEndpoint({
  method: 'GET',
  path: '/v1/lists/user/:userId',
  summary: 'Pathways a person authored that the caller may see, newest first',
  tag,
  access: 'session',
  scope: 'user',
  params: z.object({ userId: id }),
  query: pageQuery.extend({ order }),
  responses: { 200: pageOf(listItem) },
});

export const listWorkspaceLists = defineEndpoint({
  method: 'GET',
  path: '/v1/lists/workspace/:id',
  summary: "A workspace's pathways: all for its members, the non-private ones for others; newest first",
  tag,
  access: 'optional',
  scope: 'public',
  params: idParams,
  query: pageQuery.extend({ order }),
  responses: { 200: pageOf(listItem) },
});

export const toggleListFavorite = defineEndpoint({
  method: 'POST',
  path: '/v1/myself/lists/:id/toggle-favoritism',
  summary: 'Favourites a pathway, or takes it out of the favourites',
  tag,
  access: 'session',
  scope: 'user',
  params: idParams,
  responses: { 200: z.object({ favorite: z.boolean() }) },
});

export const setListInteraction = defineEndpoint({
  method: 'POST',
  path: '/v1/lists/:id/interaction',
  summary: 'Sets what the caller did with a pathway: conclusion, in_progress, access or drop_out',
  tag,
  access: 'session',
  scope: 'user',
  params: idParams,
  body: z.object({ interaction: z.enum(INTERACTIONS) }),
  responses: { 200: z.object({ interaction: z.enum(INTERACTIONS).nullable() }) },
});

export const countListHit = defineEndpoint({
  method: 'PATCH',
  path: '/v1/lists/:id/hits',
  summary: 'Counts a view of a pathway, once per viewer per day',
  tag,
  access: 'session',
  scope: 'user',
  params: idParams,
  responses: { 200: z.object({ hits: z.number() }) },
});

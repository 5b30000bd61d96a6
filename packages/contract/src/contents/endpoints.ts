import { z } from 'zod';
import { defineEndpoint, imageFile } from '../http/endpoint.ts';
import { pageOf, pageQuery } from '../platform/pagination.ts';
import { CONTENT_TYPES, contentDetails, contentForm, contentItem, INTERACTIONS, pageMeta } from './schemas.ts';

export * from './discovery-endpoints.ts';
export * from './list-endpoints.ts';

const tag = 'contents';
const id = z.string().min(1).max(200);
const idParams = z.object({ id });

/** Tabs of "my contents". */
export const MY_CONTENT_FILTERS = ['published', 'enrolled', 'favorites', 'in-progress', 'finished'] as const;
export type MyContentFilter = (typeof MY_CONTENT_FILTERS)[number];
const order = z.enum(['DESC', 'ASC']).default('DESC');
/** a workspace id or subdomain that narrows a listing to it */
const workspaceFilter = z.string().min(1).max(200).optional();
const typeFilter = z.enum(['all', ...CONTENT_TYPES]).default('all');
const interaction = z.object({ interaction: z.enum(INTERACTIONS).nullable() });

export const listContentTypes = defineEndpoint({
  method: 'GET',
  path: '/v1/contents/types',
  summary: 'Content types with the numeric codes of the legacy API (1 course, 2 article, 3 podcast, 4 video, 5 slide)',
  tag,
  access: 'session',
  scope: 'user',
  responses: { 200: z.object({ items: z.array(z.object({ type: z.enum(CONTENT_TYPES), code: z.number().nullable() })) }) },
});

export const createContent = defineEndpoint({
  method: 'POST',
  path: '/v1/contents',
  summary:
    'Creates a content in `workspaceId` (the caller needs content.create there): multipart fields of the content form and an optional `coverImage` (1 MB)',
  tag,
  access: 'session',
  scope: 'user',
  multipart: {
    fields: contentForm.extend({
      workspaceId: z
        .string()
        .optional()
        .describe('The workspace (id or subdomain); without it, the X-Company header, then the personal workspace'),
    }),
    files: { coverImage: imageFile(false, 'The cover; without it, coverImageUrl (a preview image) is used') },
    json: true,
  },
  responses: { 201: contentDetails },
});

export const updateContent = defineEndpoint({
  method: 'POST',
  path: '/v1/contents/:id',
  summary: 'Updates a content (its author or a manager of its workspace); multipart like creation',
  tag,
  access: 'session',
  scope: 'user',
  multipart: {
    fields: contentForm,
    files: { coverImage: imageFile(false, 'A new cover, taking the place of coverImageUrl and removeCoverImage') },
    json: true,
  },
  params: idParams,
  responses: { 200: contentDetails },
});

export const getContent = defineEndpoint({
  method: 'GET',
  path: '/v1/contents/:id',
  summary: "A content with the caller's progress; a private one only for members of its workspace",
  tag,
  access: 'session',
  scope: 'user',
  params: idParams,
  responses: { 200: contentDetails },
});

export const deleteContent = defineEndpoint({
  method: 'DELETE',
  path: '/v1/contents/:id',
  summary: 'Deletes a content (its author or a manager of its workspace); it leaves every pathway',
  tag,
  access: 'session',
  scope: 'user',
  params: idParams,
  responses: { 200: z.object({ id: z.string() }) },
});

export const listMyContents = defineEndpoint({
  method: 'GET',
  path: '/v1/myself/contents',
  summary:
    "The caller's contents by tab: published (authored, or the workspace's when `workspaceId` is given), enrolled, favorites, in-progress, finished; newest first",
  tag,
  access: 'session',
  scope: 'user',
  query: pageQuery.extend({ filter: z.enum(MY_CONTENT_FILTERS).default('published'), order, workspaceId: workspaceFilter }),
  responses: { 200: pageOf(contentItem) },
});

export const listUserContents = defineEndpoint({
  method: 'GET',
  path: '/v1/contents/user/:userId',
  summary: 'Contents a person published to their profile that the caller may see',
  tag,
  access: 'session',
  scope: 'user',
  params: z.object({ userId: id }),
  query: pageQuery.extend({ filter: typeFilter, order }),
  responses: { 200: pageOf(contentItem) },
});

export const listListContents = defineEndpoint({
  method: 'GET',
  path: '/v1/contents/lists/:listId',
  summary: 'The contents of a pathway in its order, those the caller may see',
  tag,
  access: 'session',
  scope: 'user',
  params: z.object({ listId: id }),
  responses: { 200: z.object({ items: z.array(contentItem) }) },
});

export const listWorkspaceContents = defineEndpoint({
  method: 'GET',
  path: '/v1/contents/workspace/:workspaceId',
  summary:
    "A workspace's contents (its public page, open to visitors): all of them for its members, the non-private ones for others; six per page, newest first",
  tag,
  access: 'optional',
  scope: 'public',
  params: z.object({ workspaceId: id }),
  query: pageQuery.extend({ filter: typeFilter, order }),
  responses: { 200: pageOf(contentItem) },
});

export const accessContent = defineEndpoint({
  method: 'POST',
  path: '/v1/myself/contents/access',
  summary: 'Records that the caller opened a content (enrolled); an existing progress stays',
  tag,
  access: 'session',
  scope: 'user',
  body: z.object({ contentId: id }),
  responses: { 200: interaction },
});

export const toggleContentInProgress = defineEndpoint({
  method: 'POST',
  path: '/v1/contents/:id/toogle-in-progress',
  summary: 'Marks a content in progress, or takes the mark back',
  tag,
  access: 'session',
  scope: 'user',
  params: idParams,
  responses: { 200: interaction },
});

export const toggleContentConclusion = defineEndpoint({
  method: 'POST',
  path: '/v1/myself/contents/:id/toogle-conclusion',
  summary: 'Marks a content concluded, or takes the mark back (it returns to in progress)',
  tag,
  access: 'session',
  scope: 'user',
  params: idParams,
  responses: { 200: interaction },
});

export const setContentInteraction = defineEndpoint({
  method: 'POST',
  path: '/v1/contents/:id/interaction',
  summary: 'Sets what the caller did with a content: conclusion, in_progress, access or drop_out',
  tag,
  access: 'session',
  scope: 'user',
  params: idParams,
  body: z.object({ interaction: z.enum(INTERACTIONS) }),
  responses: { 200: interaction },
});

export const associateContent = defineEndpoint({
  method: 'POST',
  path: '/v1/contents/:id/lists',
  summary: 'Adds a content to pathways the caller manages (at their end); a private content only to pathways of its own workspace',
  tag,
  access: 'session',
  scope: 'user',
  params: idParams,
  body: z.object({ lists: z.array(id).min(1).max(50) }),
  responses: { 200: z.object({ lists: z.array(z.object({ id: z.string(), title: z.string() })) }) },
});

export const removeContentFromList = defineEndpoint({
  method: 'DELETE',
  path: '/v1/lists/:listId/contents/:contentId',
  summary: 'Takes a content out of a pathway the caller manages',
  tag,
  access: 'session',
  scope: 'user',
  params: z.object({ listId: id, contentId: id }),
  responses: { 200: z.object({ listId: z.string(), contentId: z.string() }) },
});

export const extractMeta = defineEndpoint({
  method: 'GET',
  path: '/v1/extract-meta',
  summary: "Reads a page's title, description and image for the content form (server-side: 5 s, 1 MB, 3 redirects, public addresses only)",
  tag,
  access: 'session',
  scope: 'user',
  query: z.object({ url: z.string().trim().min(1).max(2000) }),
  responses: { 200: pageMeta },
});

export const toggleSavedContent = defineEndpoint({
  method: 'POST',
  path: '/v1/myself/saved-contents/:id',
  summary: 'Favourites a content, or takes it out of the favourites',
  tag,
  access: 'session',
  scope: 'user',
  params: idParams,
  responses: { 200: z.object({ favorite: z.boolean() }) },
});

export const countContentHit = defineEndpoint({
  method: 'PATCH',
  path: '/v1/contents/:id/hits',
  summary: 'Counts a view of a content, once per viewer per day',
  tag,
  access: 'session',
  scope: 'user',
  params: idParams,
  responses: { 200: z.object({ hits: z.number() }) },
});

export const listWorkspaceSkills = defineEndpoint({
  method: 'GET',
  path: '/v1/contents/workspace/:workspaceId/skills',
  summary: "The skills a workspace's open contents and pathways teach, the most used first (its public page's skills tab)",
  tag,
  access: 'optional',
  scope: 'public',
  params: z.object({ workspaceId: id }),
  responses: { 200: z.object({ items: z.array(z.object({ id: z.string(), title: z.string(), count: z.number() })) }) },
});

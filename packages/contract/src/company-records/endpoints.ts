import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import { pageOf } from '../platform/pagination.ts';
import { bookmarkForm, bookmarkItem, bookmarkListQuery, dependentBody, dependentItem, dependentListQuery } from './schemas.ts';

export * from './departments-endpoints.ts';

/**
 * Company records of the admin center: bookmarks (external organizations, REST of our own: the legacy API had none)
 * and dependents. The company is the X-Company header's; reading needs the admin
 * center, writing the manage action.
 */
const company = { from: 'company-header' } as const;
const idParams = z.object({ id: z.string().min(1).max(200) });
const removed = z.object({ removed: z.literal(true) });
/**
 * No action names bookmarks: external organizations are company records like departments, and whoever manages
 * departments manages them (the same company admins; support staff, read-only, never).
 */
const MANAGE_BOOKMARKS = 'company.departments.manage';

export const listBookmarks = defineEndpoint({
  method: 'GET',
  path: '/v1/-/bookmarks',
  summary: 'The company’s external organizations by name, those whose name contains `search` (case ignored)',
  tag: 'bookmarks',
  access: 'session',
  scope: company,
  permission: 'admin.access',
  query: bookmarkListQuery,
  responses: { 200: pageOf(bookmarkItem) },
});

export const getBookmark = defineEndpoint({
  method: 'GET',
  path: '/v1/-/bookmarks/:id',
  summary: 'One external organization of the company',
  tag: 'bookmarks',
  access: 'session',
  scope: company,
  permission: 'admin.access',
  params: idParams,
  responses: { 200: bookmarkItem },
});

export const createBookmark = defineEndpoint({
  method: 'POST',
  path: '/v1/-/bookmarks',
  summary: 'Adds an external organization; a name in use in the company (case ignored) is refused with bookmark.exists',
  tag: 'bookmarks',
  access: 'session',
  scope: company,
  permission: MANAGE_BOOKMARKS,
  body: bookmarkForm,
  responses: { 201: bookmarkItem },
});

export const updateBookmark = defineEndpoint({
  method: 'PUT',
  path: '/v1/-/bookmarks/:id',
  summary: 'Edits an external organization; the name stays unique in the company',
  tag: 'bookmarks',
  access: 'session',
  scope: company,
  permission: MANAGE_BOOKMARKS,
  params: idParams,
  body: bookmarkForm,
  responses: { 200: bookmarkItem },
});

export const removeBookmark = defineEndpoint({
  method: 'DELETE',
  path: '/v1/-/bookmarks/:id',
  summary: 'Deletes an external organization',
  tag: 'bookmarks',
  access: 'session',
  scope: company,
  permission: MANAGE_BOOKMARKS,
  params: idParams,
  responses: { 200: removed },
});

export const listDependents = defineEndpoint({
  method: 'GET',
  path: '/v1/-/dependents',
  summary: 'The company’s dependents, last added first',
  tag: 'dependents',
  access: 'session',
  scope: company,
  permission: 'admin.access',
  query: dependentListQuery,
  responses: { 200: pageOf(dependentItem) },
});

export const getDependent = defineEndpoint({
  method: 'GET',
  path: '/v1/-/dependents/:id',
  summary: 'One dependent of the company',
  tag: 'dependents',
  access: 'session',
  scope: company,
  permission: 'admin.access',
  params: idParams,
  responses: { 200: dependentItem },
});

export const createDependent = defineEndpoint({
  method: 'POST',
  path: '/v1/-/dependents',
  summary: 'Adds a dependent; the same CPF (or, without one, the same name and birth date) is refused with dependent.exists',
  tag: 'dependents',
  access: 'session',
  scope: company,
  permission: 'company.dependents.manage',
  body: dependentBody,
  responses: { 201: dependentItem },
});

export const updateDependent = defineEndpoint({
  method: 'PUT',
  path: '/v1/-/dependents/:id',
  summary: 'Replaces a dependent’s data; it may not become a copy of another dependent',
  tag: 'dependents',
  access: 'session',
  scope: company,
  permission: 'company.dependents.manage',
  params: idParams,
  body: dependentBody,
  responses: { 200: dependentItem },
});

export const removeDependent = defineEndpoint({
  method: 'DELETE',
  path: '/v1/-/dependents/:id',
  summary: 'Deletes a dependent',
  tag: 'dependents',
  access: 'session',
  scope: company,
  permission: 'company.dependents.manage',
  params: idParams,
  responses: { 200: removed },
});

import { z } from 'zod';
import { defineEndpoint, imageFile } from '../http/endpoint.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import {
  ASSET_PREFIXES,
  locationItem,
  publicWorkspace,
  supportedWorkspace,
  WORKSPACE_TYPES,
  workspaceCard,
  workspaceSummary,
  workspaceUpdateFields,
} from './schemas.ts';

export * from './invite-endpoints.ts';
export * from './member-endpoints.ts';

const tag = 'workspaces';
const idParams = z.object({ id: z.string().min(1).max(200) });
const deletionRequest = z.object({ status: z.enum(['PENDING', 'CANCELED', 'COMPLETED']), requestedAt: z.string() });

export const listMyWorkspaces = defineEndpoint({
  method: 'GET',
  path: '/v1/myself/workspaces',
  summary: 'The workspaces of the signed-in user, optionally of one type',
  tag,
  access: 'session',
  scope: 'user',
  query: z.object({ type: z.enum(WORKSPACE_TYPES).optional() }),
  responses: { 200: z.object({ items: z.array(workspaceSummary) }) },
});

export const listWorkspacesOfUser = defineEndpoint({
  method: 'GET',
  path: '/v1/workspaces/user/:id',
  summary: "Another user's workspaces the caller may see: shared ones, the personal page and portals",
  tag,
  access: 'session',
  scope: 'user',
  params: idParams,
  responses: { 200: z.object({ items: z.array(workspaceCard) }) },
});

/** Support users reach only the admin centers of companies that allow support. */
export const listSupportedWorkspaces = defineEndpoint({
  method: 'GET',
  path: '/v1/support/workspaces',
  summary: 'Support staff only: the companies that allow support, whose admin centers they may enter (first 50 by name)',
  tag,
  access: 'session',
  scope: 'user',
  responses: { 200: z.object({ items: z.array(supportedWorkspace) }) },
});

export const getCurrentWorkspace = defineEndpoint({
  method: 'GET',
  path: '/v1/workspaces/current',
  summary: 'The workspace named by the X-Company header (id or subdomain), as the caller sees it',
  tag,
  access: 'session',
  scope: { from: 'company-header' },
  permission: 'workspace.view',
  responses: { 200: z.object({ workspace: workspaceSummary }) },
});

export const getWorkspace = defineEndpoint({
  method: 'GET',
  path: '/v1/workspaces/:id',
  summary: 'Public page data of a workspace (id or subdomain), with the caller membership when signed in',
  tag,
  access: 'optional',
  scope: 'public',
  params: idParams,
  responses: { 200: publicWorkspace },
});

export const updateWorkspace = defineEndpoint({
  method: 'POST',
  path: '/v1/workspaces/:id',
  summary: 'Updates name, images (multipart image, coverImage; at most 1 MB), completion and colours',
  tag,
  access: 'session',
  scope: { from: 'param', name: 'id' },
  permission: 'workspace.manage',
  params: idParams,
  multipart: {
    fields: workspaceUpdateFields,
    files: { image: imageFile(false, 'The workspace logo'), coverImage: imageFile(false, 'The cover of the public page') },
    json: true,
  },
  responses: {
    200: z.object({ imageUrl: z.string().nullable(), coverImageUrl: z.string().nullable(), workspace: workspaceSummary }),
  },
});

export const setWorkspaceLanguages = defineEndpoint({
  method: 'POST',
  path: '/v1/workspaces/:id/languages',
  summary: 'Sets the content languages of a workspace',
  tag,
  access: 'session',
  scope: { from: 'param', name: 'id' },
  permission: 'workspace.manage',
  params: idParams,
  body: z.object({ languages: z.array(z.enum(LANGUAGES)).min(1).max(10) }),
  responses: { 200: z.object({ languages: z.array(z.enum(LANGUAGES)) }) },
});

export const deleteWorkspace = defineEndpoint({
  method: 'DELETE',
  path: '/v1/workspaces/:id',
  summary: 'Requests the deletion of a workspace; it can be reactivated for 30 days',
  tag,
  access: 'session',
  scope: { from: 'param', name: 'id' },
  permission: 'workspace.delete',
  params: idParams,
  responses: { 200: z.object({ deletionRequest }) },
});

export const reactivateWorkspace = defineEndpoint({
  method: 'PATCH',
  path: '/v1/workspaces/:id/reactivate',
  summary: 'Cancels a pending deletion within 30 days (an administrator of the workspace)',
  tag,
  access: 'session',
  scope: { from: 'param', name: 'id' },
  // while the deletion is pending, only those who may reactivate see the workspace; others get 404
  permission: 'workspace.reactivate',
  params: idParams,
  responses: { 200: z.object({ workspace: workspaceSummary }) },
});

export const countWorkspaceHit = defineEndpoint({
  method: 'PATCH',
  path: '/v1/workspace/:id/hits',
  summary: 'Counts one visit to the public page of a workspace',
  tag,
  access: 'public',
  scope: 'public',
  params: idParams,
  responses: { 200: z.object({ hits: z.number() }) },
});

export const setCompanySupport = defineEndpoint({
  method: 'PUT',
  path: '/v1/-/company/support',
  summary: 'Allows or blocks support users in the company of the X-Company header',
  tag,
  access: 'session',
  scope: { from: 'company-header' },
  permission: 'company.support.manage',
  body: z.object({ mode: z.boolean() }),
  responses: { 200: z.object({ allowSupport: z.boolean() }) },
});

export const listAssets = defineEndpoint({
  method: 'GET',
  path: '/v1/assets',
  summary: 'Sample images for the workspace setup (profile and cover)',
  tag,
  access: 'public',
  scope: 'public',
  query: z.object({ prefix: z.enum(ASSET_PREFIXES) }),
  responses: { 200: z.object({ items: z.array(z.object({ key: z.string(), url: z.string() })) }) },
});

export const searchLocations = defineEndpoint({
  method: 'GET',
  path: '/v1/location',
  summary: 'Cities whose name starts with the text (accents ignored)',
  tag,
  access: 'public',
  scope: 'public',
  query: z.object({ location: z.string().max(100).optional() }),
  responses: { 200: z.object({ items: z.array(locationItem) }) },
});

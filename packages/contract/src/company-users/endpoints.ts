import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import { pageOf, pageQuery } from '../platform/pagination.ts';
import { INVITE_FILTERS } from '../workspaces/invite-endpoints.ts';
import { inviteItem, workspaceSummary } from '../workspaces/schemas.ts';
import {
  COMPANY_USER_TABS,
  companyUserDetails,
  companyUserInviteBody,
  companyUserInviteEmailBody,
  companyUserItem,
  companyUserTypeBody,
} from './schemas.ts';

// Company admin (prefix -/): the company is the X-Company header (id or subdomain).
const tag = 'company-users';
const scope = { from: 'company-header' } as const;
const userParams = z.object({ id: z.guid() });

export const listCompanyUsers = defineEndpoint({
  method: 'GET',
  path: '/v1/-/company/users',
  summary: 'Users of the company by tab (active by name, removed newest first), searchable by name or e-mail',
  tag,
  access: 'session',
  scope,
  permission: 'admin.access',
  query: pageQuery.extend({ tab: z.enum(COMPANY_USER_TABS).default('active'), search: z.string().max(100).optional() }),
  responses: { 200: pageOf(companyUserItem) },
});

export const inviteCompanyUsers = defineEndpoint({
  method: 'POST',
  path: '/v1/-/company/users',
  summary: 'Invites people by e-mail with a type (member, content creator, administrator)',
  tag,
  access: 'session',
  scope,
  permission: 'company.users.manage',
  body: companyUserInviteBody,
  responses: { 201: z.object({ items: z.array(inviteItem) }) },
});

export const listCompanyUserInvites = defineEndpoint({
  method: 'GET',
  path: '/v1/-/company/users/invites',
  summary: 'Invites of the company, newest first; pending ones unless another filter is asked',
  tag,
  access: 'session',
  scope,
  permission: 'admin.access',
  query: pageQuery.extend({ filter: z.enum(INVITE_FILTERS).default('pending') }),
  responses: { 200: pageOf(inviteItem) },
});

export const resendCompanyUserInvite = defineEndpoint({
  method: 'PUT',
  path: '/v1/-/company/users/invites',
  summary: 'Sends the open invite of an e-mail again (once per 24 hours)',
  tag,
  access: 'session',
  scope,
  permission: 'company.users.manage',
  body: companyUserInviteEmailBody,
  responses: { 200: inviteItem },
});

export const cancelCompanyUserInvite = defineEndpoint({
  method: 'DELETE',
  path: '/v1/-/company/users/invites',
  summary: 'Cancels the pending invite of an e-mail',
  tag,
  access: 'session',
  scope,
  permission: 'company.users.manage',
  body: companyUserInviteEmailBody,
  responses: { 200: inviteItem },
});

export const getCompanyUser = defineEndpoint({
  method: 'GET',
  path: '/v1/-/company/users/:id',
  summary: "A user's profile in the company: type, recruitment role, joined, last access; active or removed",
  tag,
  access: 'session',
  scope,
  permission: 'admin.access',
  params: userParams,
  responses: { 200: companyUserDetails },
});

export const changeCompanyUserType = defineEndpoint({
  method: 'PUT',
  path: '/v1/-/company/users/:id',
  summary: "Changes a user's type and signs that user out at once; the company keeps an administrator",
  tag,
  access: 'session',
  scope,
  permission: 'company.users.manage',
  params: userParams,
  body: companyUserTypeBody,
  responses: { 200: companyUserDetails },
});

export const reactivateCompanyUser = defineEndpoint({
  method: 'POST',
  path: '/v1/-/company/users/:id',
  summary: 'Reactivates a removed user with the type they had',
  tag,
  access: 'session',
  scope,
  permission: 'company.users.manage',
  params: userParams,
  responses: { 200: companyUserDetails },
});

export const removeCompanyUser = defineEndpoint({
  method: 'DELETE',
  path: '/v1/-/company/users/:id',
  summary: 'Removes a user from the company at once (reactivatable); never the owner nor the last administrator',
  tag,
  access: 'session',
  scope,
  permission: 'company.users.manage',
  params: userParams,
  responses: { 200: companyUserDetails },
});

export const getCompanyInvite = defineEndpoint({
  method: 'GET',
  path: '/v1/-/invites/:id',
  summary: 'An invite of the company',
  tag,
  access: 'session',
  scope,
  permission: 'admin.access',
  params: z.object({ id: z.string().min(1).max(200) }),
  responses: { 200: inviteItem },
});

export const acceptCompanyInvite = defineEndpoint({
  method: 'POST',
  path: '/v1/-/invites/:id',
  summary: 'Accepts an invite addressed to the signed-in e-mail',
  tag,
  access: 'session',
  scope: 'user',
  params: z.object({ id: z.string().min(1).max(200) }),
  responses: { 200: z.object({ workspace: workspaceSummary }) },
});

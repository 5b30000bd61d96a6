import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import { apiKeyBody, apiKeyList, auditLogPage, createdApiKey } from './api-key-schemas.ts';

/**
 * A company's API keys and its audit log, in the admin center (prefix -/, the company of X-Company). Only company
 * admins make, list and revoke keys, with a session: no endpoint here names an `apiScope`, so a key cannot make keys.
 */
const tag = 'integrations';
const company = { from: 'company-header' } as const;

export const createApiKey = defineEndpoint({
  method: 'POST',
  path: '/v1/-/api-keys',
  summary: 'Makes an API key with scopes for the company; the answer carries the key, shown this once (it is kept hashed)',
  tag,
  access: 'session',
  scope: company,
  permission: 'company.integrations.manage',
  body: apiKeyBody,
  responses: { 201: createdApiKey },
});

export const listApiKeys = defineEndpoint({
  method: 'GET',
  path: '/v1/-/api-keys',
  summary: "The company's live API keys, newest first: name, scopes, first characters, creation and last use",
  tag,
  access: 'session',
  scope: company,
  permission: 'company.integrations.manage',
  responses: { 200: apiKeyList },
});

export const revokeApiKey = defineEndpoint({
  method: 'DELETE',
  path: '/v1/-/api-keys/:id',
  summary: 'Revokes an API key: every call with it is refused from this moment',
  tag,
  access: 'session',
  scope: company,
  permission: 'company.integrations.manage',
  params: z.object({ id: z.uuid() }),
  responses: { 204: z.null() },
});

export const listAuditLog = defineEndpoint({
  method: 'GET',
  path: '/v1/-/audit-log',
  summary: "The company's audit log, newest first: API keys made and revoked, and every call made with a key",
  tag,
  access: 'session',
  scope: company,
  permission: 'company.integrations.manage',
  query: z.object({
    cursor: z.string().max(100).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  }),
  responses: { 200: auditLogPage },
});

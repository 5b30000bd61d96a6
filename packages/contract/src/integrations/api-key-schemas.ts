import { z } from 'zod';
import { isStorableText, unlessEmpty } from '../identity/text.ts';
import { API_KEY_SCOPES } from '../permissions/api-key-scopes.ts';

/** POST /v1/-/api-keys: a name the admins recognise it by and at least one scope. */
export const apiKeyBody = z.object({
  name: z
    .string()
    .trim()
    .min(2, { error: unlessEmpty('api_key.name_length') })
    .max(60, { error: 'api_key.name_length' })
    .refine(isStorableText, { error: 'invalid', abort: true }),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: 'api_key.scopes' }))
    .min(1, { error: 'api_key.scopes' })
    .max(API_KEY_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
});
export type ApiKeyBody = z.input<typeof apiKeyBody>;

/** A key as the admin center lists it: never the key, only its first characters. */
export const apiKeyItem = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  /** the key's first characters (`trk_` and four more), to tell keys apart */
  prefix: z.string(),
  createdAt: z.string(),
  /** who made it (a company admin) */
  createdBy: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKeyItem = z.infer<typeof apiKeyItem>;

/** The answer to the key's creation: the only time the whole key is shown. */
export const createdApiKey = apiKeyItem.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKey>;

export const apiKeyList = z.object({ items: z.array(apiKeyItem) });
export type ApiKeyList = z.infer<typeof apiKeyList>;

/** One entry of the company's audit log: a key made or revoked by an admin, or a call made with a key. */
export const auditEvent = z.object({
  id: z.string(),
  at: z.string(),
  action: z.enum(['api_key.created', 'api_key.revoked', 'api_key.used']),
  /** the admin who acted; null for a call made with a key */
  actor: z.string().nullable(),
  apiKey: z.object({ id: z.string(), name: z.string(), prefix: z.string() }).nullable(),
  /** a call's method and route, e.g. "GET /v1/-/positions" */
  request: z.string().nullable(),
  /** a call's answer; null while it runs */
  status: z.number().int().nullable(),
  ip: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEvent>;

export const auditLogPage = z.object({ items: z.array(auditEvent), nextCursor: z.string().nullable() });
export type AuditLogPage = z.infer<typeof auditLogPage>;

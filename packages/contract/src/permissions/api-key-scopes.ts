/**
 * What a company's API key may be given: each endpoint open to keys names the one scope it needs (`apiScope` in its
 * definition); an endpoint without one refuses every key. A key acts for its own company only.
 */
export const API_KEY_SCOPES = [
  'positions:read',
  'positions:write',
  'applications:read',
  'applications:write',
  'candidates:read',
  'reports:read',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key starts with this, so a bearer token is known for a key (not a session) before any lookup. */
export const API_KEY_PREFIX = 'trk_';

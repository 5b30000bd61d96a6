import type { ApiKeyCaller, Session, SessionUser } from '../auth/session-lookup.ts';
import type { Deps } from '../deps.ts';

/**
 * What the pipeline needs of a company's API keys; the integrations module implements it, so platform code touches
 * no tables of a module.
 */
export interface ApiKeyGate {
  /** the live key of a bearer token with the admin who made it; null when no live key has that token */
  find(deps: Deps, token: string): Promise<{ key: ApiKeyCaller; user: SessionUser } | null>;
  /**
   * Writes the call in the company's audit log before anything else is decided (refusals are logged too), and tells
   * whether the key went over its rate limit with it.
   */
  recordUse(deps: Deps, key: ApiKeyCaller, request: string, ip: string): Promise<{ eventId: string; limited: boolean }>;
  /** the call's answer, once sent */
  recordAnswer(deps: Deps, eventId: string, status: number): Promise<void>;
}

/** The session a key's calls run under: the key's creator as the user, narrowed by `apiKey`. */
export const apiKeySession = (key: ApiKeyCaller, user: SessionUser): Session => ({ id: `api-key:${key.id}`, user, apiKey: key });

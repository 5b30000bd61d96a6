import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './openapi.ts';

export type { components, operations, paths } from './openapi.ts';

export interface TrilhaClientOptions {
  /** where the API answers, e.g. https://trilha.example (no trailing /v1: the paths carry it) */
  baseUrl: string;
  /** a company's API key (trk_…), made in the admin center or with POST /v1/-/api-keys */
  apiKey: string;
  /** another fetch (a proxy's, a test's); the global one by default */
  fetch?: typeof globalThis.fetch;
}

export type TrilhaClient = Client<paths>;

/**
 * A client of every operation of /v1/openapi.json, typed by path, method, parameters, body and answer:
 * `client.GET('/v1/-/positions', { params: { query: { status: 'active' } } })` gives `{ data }` on a 2xx and
 * `{ error }` (the API's error envelope) otherwise. The key acts only in its company and within its scopes.
 */
export function createTrilhaClient({ baseUrl, apiKey, fetch }: TrilhaClientOptions): TrilhaClient {
  return createClient<paths>({
    baseUrl: baseUrl.replace(/\/+$/, ''),
    headers: { authorization: `Bearer ${apiKey}` },
    ...(fetch && { fetch }),
  });
}

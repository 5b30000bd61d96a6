import {
  buildPath,
  type EndpointBody,
  type EndpointDefinition,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  shouldLogout,
} from '@trilha/contract';
import { tokenStorage } from '../session/token-storage.ts';
import { ApiError } from './api-error.ts';
import { apiEvents } from './api-events.ts';

export type Options<E extends EndpointDefinition> = {
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
  /** multipart bodies */
  form?: FormData;
  signal?: AbortSignal;
  /** the company header for calls made before a navigation commits (route loaders); defaults to the current path's */
  company?: string;
  /** extra request headers (e.g. a payment's Idempotency-Key) */
  headers?: Record<string, string>;
};

/** The company the current screen belongs to: /c/:companyDomain or /p/:companyDomain. */
export function companyFromPath(pathname = window.location.pathname): string | null {
  const match = /^\/[cp]\/([^/]+)/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

let currentLanguage = 'pt-BR';
export const setApiLanguage = (language: string) => {
  currentLanguage = language;
};

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

type SendOptions = Pick<Options<EndpointDefinition>, 'form' | 'signal' | 'company' | 'headers'> & { body?: unknown };

/**
 * Sends one request with the session, company and language headers. A failed answer becomes an ApiError from the
 * server's error envelope, and ends the session or reports a forbidden resource as every call does. Used by api()
 * and by files.ts (file answers, in their own module so the sign-in's bundle does not carry them).
 */
export async function send(method: string, url: string, accept: string, options: SendOptions): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers, accept, 'accept-language': currentLanguage };
  const token = tokenStorage.get();
  if (token) headers.authorization = `Bearer ${token}`;
  const company = options.company ?? companyFromPath();
  if (company) headers['x-company'] = company;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body, signal: options.signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network', 'network');
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null))?.error ?? {};
    const error = new ApiError(response.status, envelope.code ?? 'internal', envelope.message ?? response.statusText, envelope.fields);
    // only the session still in use ends: an answer to a request made before sign-out (or before a new sign-in)
    // must not navigate the user away from the screen they are on now
    if (token && token === tokenStorage.get() && shouldLogout(response.status, error.code)) apiEvents.emit('logout', error);
    else if (error.code === 'permission.denied' || error.code === 'link.forbidden') apiEvents.emit('forbidden', error);
    throw error;
  }
  return response;
}

export const urlOf = <E extends EndpointDefinition>(endpoint: E, options: Options<E>) =>
  buildPath(endpoint.path, (options.params ?? {}) as Record<string, string>) + queryString(options.query as Record<string, unknown>);

/** Calls one contract endpoint with the session and company headers; throws ApiError on failure. */
export async function api<E extends EndpointDefinition>(endpoint: E, options: Options<E> = {} as Options<E>): Promise<EndpointResponse<E>> {
  const response = await send(endpoint.method, urlOf(endpoint, options), 'application/json', options);
  if (response.status === 204) return undefined as EndpointResponse<E>;
  return (await response.json().catch(() => null)) as EndpointResponse<E>;
}

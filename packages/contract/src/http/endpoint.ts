import type { z } from 'zod';
import type { ErrorCode } from '../errors/catalogue.ts';
import type { Action } from '../permissions/actions.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint before any permission check:
 * - public: anyone, a session is ignored if present;
 * - optional: anyone, a valid session is attached when sent;
 * - session: a valid session is required (401 invalid_token otherwise).
 */
export type Access = 'public' | 'optional' | 'session';

export interface EndpointDefinition {
  method: HttpMethod;
  /** Fastify-style path under /v1, e.g. /v1/workspaces/:id */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  /** Action checked against the caller's workspace role before the handler runs. */
  permission?: Action;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** multipart bodies are parsed by the server, not by a zod schema */
  multipart?: boolean;
  responses: Record<number, z.ZodType>;
  /** error code answered instead of validation.failed when the body does not parse */
  invalidCode?: ErrorCode;
}

/** Declares one endpoint; server and web both import the same object. */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

type Schema<T> = T extends z.ZodType ? z.input<T> : undefined;

export type EndpointParams<E extends EndpointDefinition> = Schema<E['params']>;
export type EndpointQuery<E extends EndpointDefinition> = Schema<E['query']>;
export type EndpointBody<E extends EndpointDefinition> = Schema<E['body']>;
type SuccessStatus<E extends EndpointDefinition> = Extract<keyof E['responses'], 200 | 201 | 202 | 204>;
export type EndpointResponse<E extends EndpointDefinition> = z.output<E['responses'][SuccessStatus<E>]>;

/** Fills :params in an endpoint path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

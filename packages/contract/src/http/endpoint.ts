import type { z } from 'zod';
import type { ErrorCode } from '../errors/catalogue.ts';
import type { Action } from '../permissions/actions.ts';
import type { ApiKeyScope } from '../permissions/api-key-scopes.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint before any permission check:
 * - public: anyone, a session is ignored if present;
 * - optional: anyone, a valid session is attached when sent;
 * - session: a valid session is required (401 invalid_token otherwise).
 */
export type Access = 'public' | 'optional' | 'session';

/**
 * Which workspace an endpoint acts on, declared so the server resolves it once, before the handler:
 * - 'public': none, and the caller may be anonymous (a session, when optional, is only attached);
 * - 'user': none, the signed-in caller's own data (the handler checks anything else, e.g. an invite's addressee);
 * - { from: 'param' }: the workspace id or subdomain in a path parameter;
 * - { from: 'company-header' }: the workspace id or subdomain in the X-Company header;
 * - { from: 'resource' }: a resource named by a path parameter (e.g. an invite id), whose loader on the server
 *   yields its workspace; the handler receives the loaded resource.
 * An endpoint with a workspace scope declares the `permission` checked there; the others declare none.
 */
export type WorkspaceScope =
  | { from: 'param'; name: string }
  | { from: 'company-header' }
  | { from: 'resource'; resource: string; param: string };
export type Scope = 'public' | 'user' | WorkspaceScope;

/** One file part of a multipart body, as the server reads it. */
export interface MultipartFile {
  /** whether the request is refused (validation.failed on the part's name) without it */
  required: boolean;
  /** the types taken, judged by the file's own bytes, never by its name or the part's declared type */
  contentTypes: readonly string[];
  /** larger files are refused with file.too_large */
  maxBytes: number;
  description: string;
}

/**
 * A multipart/form-data body: text fields and file parts, each read by its name (the first value counts; other parts
 * are ignored). The fields arrive as text: 'true'/'false', numbers and lists are read back by `fields`.
 */
export interface MultipartBody {
  /** the text fields, with the schema the server parses them with */
  fields?: z.ZodObject;
  files: Record<string, MultipartFile>;
  /** the same fields may come as a JSON body instead (without files) */
  json?: boolean;
}

/** Images as the server takes them: checked by their bytes (SVG refused), at most 1 MB, re-encoded to WebP. */
export const imageFile = (required: boolean, description: string): MultipartFile => ({
  required,
  contentTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  maxBytes: 1024 * 1024,
  description,
});

export interface EndpointDefinition {
  method: HttpMethod;
  /** Fastify-style path under /v1, e.g. /v1/workspaces/:id */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  /** The workspace the endpoint acts on; see Scope. */
  scope: Scope;
  /** Action checked against the caller's roles in the scope's workspace before the handler runs. */
  permission?: Action;
  /**
   * The scope a company's API key needs to call this endpoint (a workspace-scoped one); without it, keys are refused.
   * The key's creator must still hold `permission` there: a key never does more than the admin who made it.
   */
  apiScope?: ApiKeyScope;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** a multipart body, read by the server itself (not validated by the pipeline against a schema); see MultipartBody */
  multipart?: MultipartBody;
  responses: Record<number, z.ZodType>;
  /** error code answered instead of validation.failed when the body does not parse */
  invalidCode?: ErrorCode;
  /**
   * A probe an orchestrator or load balancer calls every few seconds (health): its successful answers write no
   * request log line (a failed one does); it still counts in the metrics and carries its request id.
   */
  probe?: true;
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

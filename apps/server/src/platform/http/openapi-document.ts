import * as contract from '@trilha/contract';
import { ALL_ENDPOINTS, type EndpointDefinition, errorEnvelope } from '@trilha/contract';
import { z } from 'zod';

/**
 * What makes the generated document one a client generator takes as it is (Redocly's recommended rules): an
 * operationId per operation (the contract's name of the endpoint), the security each one takes (none for public
 * ones, said so), the error answers with the envelope's schema, the server, the tags; and three shapes zod's
 * conversion leaves that OpenAPI 3.0 reads badly (a lone anyOf, nullable beside no type, a record's required keys).
 */

type Json = Record<string, unknown>;
interface Operation extends Json {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const documentPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
const keyOf = (method: string, path: string) => `${method.toLowerCase()} ${path}`;

/** Each contract endpoint's export name, by method and document path; a name two domains use gets its domain first. */
function endpointNames(): Map<string, { name: string; endpoint: EndpointDefinition }> {
  const named: { api: string; name: string; endpoint: EndpointDefinition }[] = [];
  for (const [api, members] of Object.entries(contract)) {
    if (!api.endsWith('Api') || typeof members !== 'object' || members === null) continue;
    for (const [name, value] of Object.entries(members)) {
      if (ALL_ENDPOINTS.includes(value as EndpointDefinition))
        named.push({ api: api.slice(0, -3), name, endpoint: value as EndpointDefinition });
    }
  }
  const uses = new Map<string, number>();
  for (const { name } of named) uses.set(name, (uses.get(name) ?? 0) + 1);
  return new Map(
    named.map(({ api, name, endpoint }) => [
      keyOf(endpoint.method, documentPath(endpoint.path)),
      { name: (uses.get(name) ?? 0) > 1 ? `${api}${name[0]?.toUpperCase()}${name.slice(1)}` : name, endpoint },
    ]),
  );
}

/** A name for a route outside the contract (the development tools): its method and path in camel case. */
const routeName = (method: string, path: string) =>
  [method, ...path.split(/[^A-Za-z0-9]+/).filter((part) => part && part !== 'v1')]
    .map((part, index) => (index === 0 ? part : `${part[0]?.toUpperCase()}${part.slice(1)}`))
    .join('');

const ERROR_ANSWERS = {
  BadRequest: 'The request is malformed',
  Unauthorized: 'No valid session or API key (invalid_token)',
  Forbidden: 'The caller may not do this here (a permission, an API key scope, another company)',
  NotFound: 'Nothing of that id, or nothing the caller may see',
  Unprocessable: 'A field is invalid: `fields` names each one with its message',
  TooMany: 'Too many requests: try again after Retry-After seconds',
} as const;

/** The error answers an operation may give, by what it declares. */
function errorAnswers(endpoint: EndpointDefinition | undefined, secured: boolean): Record<string, { $ref: string }> {
  const ref = (name: keyof typeof ERROR_ANSWERS) => ({ $ref: `#/components/responses/${name}` });
  const takesInput = !endpoint || endpoint.body || endpoint.query || endpoint.multipart || endpoint.params;
  return {
    '400': ref('BadRequest'),
    ...(secured && { '401': ref('Unauthorized') }),
    ...(endpoint && typeof endpoint.scope !== 'string' && { '403': ref('Forbidden') }),
    ...(endpoint?.params && { '404': ref('NotFound') }),
    ...(takesInput && { '422': ref('Unprocessable') }),
    '429': ref('TooMany'),
  };
}

/** zod's conversion shapes that OpenAPI 3.0 tools read badly, rewritten to what they mean. */
function normaliseSchema(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) normaliseSchema(item);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Json;
  for (const value of Object.values(schema)) normaliseSchema(value);
  // a lone anyOf is its one schema
  const anyOf = schema.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 1) {
    delete schema.anyOf;
    Object.assign(schema, anyOf[0]);
  }
  // nullable needs a type beside it: the members' one type, or nullable moved into each member
  const members = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (schema.nullable === true && schema.type === undefined && Array.isArray(members)) {
    const types = new Set(members.map((member) => member.type));
    const [only] = types;
    if (types.size === 1 && typeof only === 'string') schema.type = only;
    else {
      delete schema.nullable;
      for (const member of members) member.nullable = true;
    }
  }
  // a record keyed by an enum: its required keys are properties of the record's value schema
  const required = schema.required;
  if (Array.isArray(required) && schema.properties === undefined && typeof schema.additionalProperties === 'object') {
    schema.properties = Object.fromEntries(required.map((name) => [name, schema.additionalProperties]));
  }
}

/** Completes the document @fastify/swagger wrote (in place) and answers it. */
export function clientGradeDocument(document: Json, publicUrl: string): Json {
  const names = endpointNames();
  const tags = new Set<string>();
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const [path, operations] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      const known = names.get(keyOf(method, path));
      operation.operationId = known?.name ?? routeName(method, path);
      operation.tags = operation.tags?.length ? operation.tags : ['development'];
      for (const tag of operation.tags) tags.add(tag);
      const secured = known ? known.endpoint.access !== 'public' : false;
      // a public operation says it needs nothing
      operation.security ??= [];
      operation.responses = { ...errorAnswers(known?.endpoint, secured && operation.security.length > 0), ...operation.responses };
    }
  }
  normaliseSchema(document.paths);
  const components = (document.components ?? {}) as Json;
  const envelope = z.toJSONSchema(errorEnvelope, { target: 'openapi-3.0' }) as Json;
  delete envelope.$schema;
  components.responses = Object.fromEntries(
    Object.entries(ERROR_ANSWERS).map(([name, description]) => [
      name,
      { description, content: { 'application/json': { schema: envelope } } },
    ]),
  );
  return {
    ...document,
    info: { ...(document.info as Json), license: { name: 'Proprietary', url: `${publicUrl.replace(/\/$/, '')}/terms` } },
    servers: [{ url: publicUrl.replace(/\/$/, ''), description: 'this installation' }],
    tags: [...tags].sort().map((name) => ({ name, description: `The ${name} operations` })),
    components,
  };
}

import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ALL_ENDPOINTS, type EndpointDefinition, MAX_VIDEO_BYTES, profileApi, RESUME_MAX_BYTES, workspacesApi } from '@trilha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { IMAGE_LIMIT_BYTES } from '../storage/images.ts';
import { apiClientTypes } from './api-client-types.ts';

/**
 * The API's description: /v1/openapi.json describes every body from the contract (multipart fields and
 * file parts included), and a typed client generated from it by openapi-typescript typechecks one call to every
 * endpoint, each with the parameters and body the contract declares.
 */

interface Media {
  schema: { type?: string; properties: Record<string, { type?: string; format?: string }>; required?: string[] };
  encoding?: Record<string, { contentType: string }>;
}
interface Operation {
  requestBody?: { required?: boolean; content: Record<string, Media> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MULTIPART = 'multipart/form-data';

const documentPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
const nameOf = (endpoint: EndpointDefinition) => `${endpoint.method} ${endpoint.path}`;
const takesInput = (endpoint: EndpointDefinition) => endpoint.body !== undefined || endpoint.multipart !== undefined;

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.request({ method: 'GET', url: '/v1/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

const operationOf = (endpoint: EndpointDefinition): Operation | undefined =>
  doc.paths[documentPath(endpoint.path)]?.[endpoint.method.toLowerCase()];

describe('the OpenAPI document describes every body', () => {
  it('has every endpoint of the contract, and a request body exactly where the contract declares input', () => {
    const missing = ALL_ENDPOINTS.filter((endpoint) => !operationOf(endpoint)).map(nameOf);
    expect(missing).toEqual([]);
    const wrong = ALL_ENDPOINTS.filter((endpoint) => Boolean(operationOf(endpoint)?.requestBody) !== takesInput(endpoint)).map(nameOf);
    expect(wrong).toEqual([]);
    // the write operations without a body are those whose contract takes none (actions named by the path alone)
    const writes = ALL_ENDPOINTS.filter((endpoint) => WRITES.has(endpoint.method));
    const withoutBody = writes.filter((endpoint) => !operationOf(endpoint)?.requestBody);
    expect(withoutBody.filter(takesInput).map(nameOf)).toEqual([]);
    expect(writes.filter(takesInput).length).toBeGreaterThan(withoutBody.length);
  });

  it('describes multipart bodies as multipart/form-data: their fields, and their file parts as binary', () => {
    const multipart = ALL_ENDPOINTS.filter((endpoint) => endpoint.multipart);
    expect(multipart.length).toBe(9);
    for (const endpoint of multipart) {
      const body = endpoint.multipart!;
      const content = operationOf(endpoint)?.requestBody?.content ?? {};
      const media = content[MULTIPART];
      expect(media, nameOf(endpoint)).toBeDefined();
      expect(Object.keys(content).sort(), nameOf(endpoint)).toEqual(body.json ? ['application/json', MULTIPART] : [MULTIPART]);
      const fieldNames = Object.keys(body.fields?.shape ?? {});
      expect(Object.keys(media!.schema.properties).sort(), nameOf(endpoint)).toEqual([...fieldNames, ...Object.keys(body.files)].sort());
      for (const [name, file] of Object.entries(body.files)) {
        expect(media!.schema.properties[name], `${nameOf(endpoint)} ${name}`).toMatchObject({ type: 'string', format: 'binary' });
        expect(media!.encoding?.[name]).toEqual({ contentType: file.contentTypes.join(', ') });
        expect(media!.schema.required?.includes(name) ?? false, `${nameOf(endpoint)} ${name} required`).toBe(file.required);
      }
      // a list field travels as one part holding a JSON array, the form the server reads back
      for (const [name, field] of Object.entries(media!.schema.properties)) {
        if (field.type === 'array') expect(media!.encoding?.[name]).toEqual({ contentType: 'application/json' });
      }
      // the JSON alternative has the fields alone
      const json = content['application/json'];
      if (json) expect(Object.keys(json.schema.properties).sort()).toEqual([...fieldNames].sort());
    }
  });

  it('declares the limits the server applies to uploads', () => {
    const files = ALL_ENDPOINTS.flatMap((endpoint) =>
      Object.entries(endpoint.multipart?.files ?? {}).map(([name, file]) => ({ endpoint, name, file })),
    );
    for (const { endpoint, name, file } of files) {
      if (file.contentTypes.every((type) => type.startsWith('image/')))
        expect(file.maxBytes, `${nameOf(endpoint)} ${name}`).toBe(IMAGE_LIMIT_BYTES);
    }
    const byPath = new Map(files.map(({ endpoint, file }) => [endpoint.path, file]));
    expect(byPath.get('/v1/resume/upload')).toMatchObject({
      required: true,
      contentTypes: ['application/pdf'],
      maxBytes: RESUME_MAX_BYTES,
    });
    expect(byPath.get('/v1/matches/:id/files')).toMatchObject({ required: true, maxBytes: MAX_VIDEO_BYTES });
  });
});

// ---- the typed client: one call to every endpoint, with a body of the contract's shape ----

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A value of the schema's input type (not necessarily valid: the typechecker judges its shape, not its content). */
function sample(schema: z.ZodType, depth = 0): unknown {
  const def = defOf(schema);
  const inner = (key: string) => sample(def[key] as z.ZodType, depth + 1);
  switch (def.type) {
    case 'string':
    case 'template_literal':
      return 'text';
    case 'number':
    case 'int':
    case 'bigint':
      return 1;
    case 'boolean':
      return true;
    case 'date':
      return '2026-03-10T12:00:00.000Z';
    case 'null':
      return null;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, z.ZodType>).map(([key, value]) => [key, sample(value, depth + 1)]),
      );
    case 'array':
      return depth > 6 ? [] : [inner('element')];
    case 'tuple':
      return (def.items as z.ZodType[]).map((item) => sample(item, depth + 1));
    case 'union':
      return sample((def.options as z.ZodType[])[0]!, depth + 1);
    case 'intersection':
      return { ...(inner('left') as object), ...(inner('right') as object) };
    case 'record':
      return {};
    case 'pipe':
      // a preprocess (transform, then schema) is described by the schema it feeds
      return defOf(def.in as z.ZodType).type === 'transform' ? inner('out') : inner('in');
    case 'lazy':
      return sample((def.getter as () => z.ZodType)(), depth + 1);
    case 'nullable':
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner('innerType');
    default:
      return 'value';
  }
}

const literal = (value: unknown) => JSON.stringify(value);

/** The source of one typed call to an endpoint: its path and query parameters, and its body (files as Blobs). */
function callSource(endpoint: EndpointDefinition): string {
  const request: string[] = [];
  const parameters: string[] = [];
  if (endpoint.params) parameters.push(`path: ${literal(sample(endpoint.params))}`);
  if (endpoint.query) parameters.push(`query: ${literal(sample(endpoint.query))}`);
  if (parameters.length > 0) request.push(`params: { ${parameters.join(', ')} }`);
  if (endpoint.multipart) {
    const fields = endpoint.multipart.fields ? (sample(endpoint.multipart.fields) as object) : {};
    const entries = Object.entries(fields).map(([key, value]) => `${literal(key)}: ${literal(value)}`);
    for (const [name, file] of Object.entries(endpoint.multipart.files)) {
      entries.push(`${literal(name)}: new Blob(['bytes'], { type: ${literal(file.contentTypes[0])} })`);
    }
    request.push(`contentType: '${MULTIPART}', body: { ${entries.join(', ')} }`);
  } else if (endpoint.body) {
    request.push(`contentType: 'application/json', body: ${literal(sample(endpoint.body))}`);
  }
  return `call(${literal(documentPath(endpoint.path))}, ${literal(endpoint.method.toLowerCase())}, { ${request.join(', ')} });`;
}

/** A fetch wrapper typed by the generated `paths`: the parameters and body of each operation, and nothing else. */
const CLIENT = `import type { paths } from './openapi.ts';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Params<O> = O extends { parameters: infer P } ? { params: P } : { params?: never };
type Content<O> = O extends { requestBody?: { content: infer C } } ? C : never;
type Body<O> = [Content<O>] extends [never]
  ? { contentType?: never; body?: never }
  : { [K in keyof Content<O>]: { contentType: K; body: Content<O>[K] } }[keyof Content<O>];
export type Request<O> = Params<O> & Body<O>;

interface LooseRequest {
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown> };
  contentType?: string;
  body?: unknown;
}

/** A multipart field is text (a list or an object as JSON, null as empty); a file part is the Blob itself. */
function formOf(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (value instanceof Blob) form.append(name, value);
    else form.append(name, value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value));
  }
  return form;
}

export function call<P extends keyof paths, M extends keyof paths[P] & Method>(path: P, method: M, request: Request<paths[P][M]>): Promise<Response> {
  const { params, contentType, body } = request as LooseRequest;
  const url = String(path).replace(/\\{(\\w+)\\}/g, (_, name: string) => encodeURIComponent(String(params?.path?.[name])));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params?.query ?? {})) if (value !== undefined) query.append(key, String(value));
  const search = query.toString() === '' ? '' : \`?\${query}\`;
  const init: RequestInit = { method: method.toUpperCase() };
  if (contentType === '${MULTIPART}') {
    init.body = formOf(body as Record<string, unknown>);
  } else if (contentType) {
    init.body = JSON.stringify(body);
    init.headers = { 'content-type': contentType };
  }
  return fetch(\`\${url}\${search}\`, init);
}
`;

/** Calls the typechecker must refuse: the generated types carry the bodies, not just any object. */
function refusedCalls(): string {
  const avatar = documentPath(profileApi.uploadAvatar.path);
  const languages = documentPath(workspacesApi.setWorkspaceLanguages.path);
  const noBody = ALL_ENDPOINTS.find((endpoint) => endpoint.method === 'DELETE' && !takesInput(endpoint) && !endpoint.params)!;
  return [
    '// @ts-expect-error the photo is a required file part',
    `call('${avatar}', 'post', { contentType: '${MULTIPART}', body: {} });`,
    '// @ts-expect-error a file part is a Blob, not text',
    `call('${avatar}', 'post', { contentType: '${MULTIPART}', body: { file: 'photo.png' } });`,
    '// @ts-expect-error the photo is only taken as multipart',
    `call('${avatar}', 'post', { contentType: 'application/json', body: { file: new Blob([]) } });`,
    '// @ts-expect-error the languages are a list',
    `call('${languages}', 'post', { params: { path: { id: 'w' } }, contentType: 'application/json', body: { languages: 'en' } });`,
    '// @ts-expect-error the body needs its languages',
    `call('${languages}', 'post', { params: { path: { id: 'w' } }, contentType: 'application/json', body: {} });`,
    '// @ts-expect-error an endpoint without input takes no body',
    `call('${documentPath(noBody.path)}', 'delete', { contentType: 'application/json', body: {} });`,
  ].join('\n');
}

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2023',
    lib: ['ES2023', 'DOM'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    allowImportingTsExtensions: true,
    strict: true,
    noEmit: true,
    types: [],
  },
  files: ['openapi.ts', 'client.ts', 'calls.ts'],
};

describe('a typed client generated from the document (openapi-typescript)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'trilha-openapi-client-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('typechecks one call to every endpoint, with the body the contract declares', async () => {
    const types = await apiClientTypes(doc as unknown as Record<string, unknown>);
    const calls = ALL_ENDPOINTS.map(callSource);
    expect(calls.length).toBe(ALL_ENDPOINTS.length);
    await writeFile(join(dir, 'openapi.ts'), types);
    await writeFile(join(dir, 'client.ts'), CLIENT);
    await writeFile(join(dir, 'calls.ts'), `import { call } from './client.ts';\n\n${calls.join('\n')}\n\n${refusedCalls()}\n`);
    await writeFile(join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2));

    const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');
    const run = spawnSync(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')], { encoding: 'utf8', timeout: 50_000 });
    expect(`${run.stdout}${run.stderr}`).toBe('');
    expect(run.status).toBe(0);
  }, 60_000);
});

import fastifySwagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import { ALL_ENDPOINTS, type MultipartBody, type MultipartFile } from '@trilha/contract';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defaultExport } from '../default-export.ts';
import { clientGradeDocument } from './openapi-document.ts';

export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Trilha API',
        version: '1.0.0',
        description: 'Career and learning platform API. Errors use the envelope {error: {code, message, fields?}}.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: "A person's session token (POST /v1/login)" },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: "A company's API key (trk_…, made in the admin center): the operations that take one list the scope it needs",
          },
        },
      },
    },
    transform: withMultipartFields,
    // typed as fastify-swagger's object; the document it returns is plain JSON
    transformObject: (document) => clientGradeDocument(withMultipartFiles(document) as Record<string, unknown>, publicUrl) as never,
  });
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  const docs = lazyDocs();
  app.get('/docs', { schema: { hide: true } }, docs);
  app.get('/docs/*', { schema: { hide: true } }, docs);
}

const MULTIPART = 'multipart/form-data';
const JSON_MEDIA = 'application/json';

/** The multipart bodies of the contract, by method and path as the document writes them (/v1/contents/{id}). */
const MULTIPART_BODIES = new Map(
  ALL_ENDPOINTS.flatMap((endpoint) =>
    endpoint.multipart ? [[operationKey(endpoint.method, documentPath(endpoint.path)), endpoint.multipart] as const] : [],
  ),
);

function operationKey(method: string, path: string): string {
  return `${method.toLowerCase()} ${path}`;
}

function documentPath(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

/**
 * A multipart endpoint's text fields are converted like any JSON body (the pipeline never validates them: this only
 * describes them), offered as multipart and, when the server also reads them from JSON, as JSON.
 */
const withMultipartFields: SwaggerTransform = (input) => {
  const methods = typeof input.route.method === 'string' ? [input.route.method] : input.route.method;
  const multipart = MULTIPART_BODIES.get(operationKey(methods[0] ?? '', documentPath(input.url)));
  if (!multipart) return jsonSchemaTransform(input);
  const schema = {
    ...input.schema,
    body: multipart.fields ?? z.object({}),
    consumes: multipart.json ? [MULTIPART, JSON_MEDIA] : [MULTIPART],
  };
  return jsonSchemaTransform({ ...input, schema });
};

interface SchemaObject {
  type?: string;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  [keyword: string]: unknown;
}
interface MediaObject {
  schema?: SchemaObject;
  encoding?: Record<string, { contentType: string }>;
}
type Operation = { requestBody?: { description?: string; content: Record<string, MediaObject> } };

const megabytes = (bytes: number) => `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;

/**
 * The multipart schema of an endpoint: its text fields (a list travels as one part holding a JSON array) and its file
 * parts, binary, with the types the server takes and their size limit.
 */
function multipartMedia(fields: SchemaObject | undefined, body: MultipartBody): MediaObject {
  if (fields?.type !== 'object') throw new Error('a multipart body has an object of fields');
  const properties: Record<string, SchemaObject> = { ...fields.properties };
  const encoding: Record<string, { contentType: string }> = {};
  for (const [name, field] of Object.entries(properties)) {
    if (field.type === 'array') encoding[name] = { contentType: JSON_MEDIA };
  }
  const files = Object.entries(body.files);
  for (const [name, file] of files) {
    properties[name] = { type: 'string', format: 'binary', description: fileDescription(file) };
    encoding[name] = { contentType: file.contentTypes.join(', ') };
  }
  const { required: requiredFields = [], ...object } = fields;
  const required = [...requiredFields, ...files.filter(([, file]) => file.required).map(([name]) => name)];
  return { schema: { ...object, properties, ...(required.length > 0 && { required }) }, encoding };
}

function fileDescription(file: MultipartFile): string {
  return `${file.description}. ${file.contentTypes.join(', ')}; at most ${megabytes(file.maxBytes)}, judged by the file's bytes`;
}

/** Adds the file parts (binary, with their encoding) to the multipart bodies the transform above described. */
const withMultipartFiles: SwaggerTransformObject = (document) => {
  if (!('openapiObject' in document)) return document.swaggerObject;
  const paths = (document.openapiObject.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const multipart = MULTIPART_BODIES.get(operationKey(method, path));
      const content = operation.requestBody?.content;
      if (!multipart || !operation.requestBody || !content) continue;
      // the media objects of one body are shared between its media types: each is replaced, never changed in place
      operation.requestBody = {
        ...operation.requestBody,
        ...(multipart.json && { description: 'multipart/form-data with the files, or application/json with the fields alone' }),
        content: { ...content, [MULTIPART]: multipartMedia(content[MULTIPART]?.schema, multipart) },
      };
    }
  }
  return document.openapiObject;
};

/**
 * The API reference (Scalar) is a 4 MB script that took 0.7 s of every start to load; it now loads on the first
 * visit to /docs, into an app of its own that this route forwards to.
 */
function lazyDocs() {
  let docsApp: Promise<FastifyInstance> | undefined;
  const load = async () => {
    const scalar = defaultExport(await import('@scalar/fastify-api-reference'));
    const docs = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
    await docs.register(scalar, { routePrefix: '/docs', configuration: { url: '/v1/openapi.json' } });
    await docs.ready();
    return docs;
  };
  return async (request: FastifyRequest, reply: FastifyReply) => {
    docsApp ??= load();
    // /docs/api is the reference's other address (the one the README gives developers): the same page and script
    const url = request.url.replace(/^\/docs\/api(?=\/|\?|$)/, '/docs').replace(/^\/docs(?=\?|$)/, '/docs/');
    const answer = await (await docsApp).inject({ method: 'GET', url, headers: { accept: request.headers.accept ?? '*/*' } });
    const { 'content-length': _length, connection: _connection, ...headers } = answer.headers;
    return reply.code(answer.statusCode).headers(headers).send(answer.rawPayload);
  };
}

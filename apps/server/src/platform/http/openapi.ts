import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Trilha API',
        version: '1.0.0',
        description: 'Career and learning platform API. Errors use the envelope {error: {code, message, fields?}}.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  const docs = lazyDocs();
  app.get('/docs', { schema: { hide: true } }, docs);
  app.get('/docs/*', { schema: { hide: true } }, docs);
}

/**
 * The API reference (Scalar) is a 4 MB script that took 0.7 s of every start to load; it now loads on the first
 * visit to /docs, into an app of its own that this route forwards to.
 */
function lazyDocs() {
  let docsApp: Promise<FastifyInstance> | undefined;
  const load = async () => {
    const { default: scalar } = await import('@scalar/fastify-api-reference');
    const docs = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
    await docs.register(scalar, { routePrefix: '/docs', configuration: { url: '/v1/openapi.json' } });
    await docs.ready();
    return docs;
  };
  return async (request: FastifyRequest, reply: FastifyReply) => {
    docsApp ??= load();
    const answer = await (await docsApp).inject({ method: 'GET', url: request.url, headers: { accept: request.headers.accept ?? '*/*' } });
    const { 'content-length': _length, connection: _connection, ...headers } = answer.headers;
    return reply.code(answer.statusCode).headers(headers).send(answer.rawPayload);
  };
}

import fastifySwagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Trilha API', version: '1.0.0', description: 'Career and learning platform API. Errors use the envelope {error: {code, message, fields?}}.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(scalar, { routePrefix: '/docs', configuration: { url: '/v1/openapi.json' } });
}

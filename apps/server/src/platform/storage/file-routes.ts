import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SERVER_ROOT } from '../../paths.ts';
import type { Deps } from '../deps.ts';
import { AppError } from '../http/app-error.ts';
import type { FileStorage } from './file-storage.ts';
import { localStorage } from './local-storage.ts';

/** Images shipped with the server: setup samples and portal logos. */
export const ASSETS_DIR = join(SERVER_ROOT, 'assets');
export const ASSET_URL_PREFIX = '/v1/assets/file/';

const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

// An application's resume and video share the storage (applications/<id>/...) but are private: their own routes
// serve them to who may read them. Here only images, and never from that folder.
const PRIVATE_FOLDER = 'applications/';

async function serve(storage: FileStorage, key: string, reply: FastifyReply, cache: string) {
  const mime = MIME[key.split('.').pop()?.toLowerCase() ?? ''];
  if (!mime || key.startsWith(PRIVATE_FOLDER)) throw new AppError('not_found');
  const data = await storage.get(key);
  if (!data) throw new AppError('not_found');
  // a stored file is only ever an image: no scripts, even for an SVG opened directly
  return reply
    .header('content-type', mime)
    .header('cache-control', cache)
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .send(data);
}

/** Plain routes outside the contract: they answer bytes, not JSON. */
export function registerFileRoutes(app: FastifyInstance, deps: Deps): void {
  const hidden = { schema: { hide: true } };
  // the images shipped with this build are the same on every machine: read from its own directory
  const assets = localStorage(ASSETS_DIR);
  app.get('/v1/files/*', hidden, (request, reply) =>
    serve(deps.storage, (request.params as { '*': string })['*'], reply, 'public, max-age=31536000, immutable'),
  );
  app.get('/v1/assets/file/*', hidden, (request, reply) =>
    serve(assets, (request.params as { '*': string })['*'], reply, 'public, max-age=3600'),
  );
}

import { learningApi, PACKAGE_MAX_BYTES } from '@trilha/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { bearerToken, findSession } from '../../platform/auth/session-lookup.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { route } from '../../platform/http/context.ts';
import { receiveFile } from '../../platform/storage/uploads.ts';
import { manageableContent } from '../contents/index.ts';
import { attachPackage, getRuntime, type PackageFileAnswer, PLAY_PREFIX, packageFile, playFile, saveRuntime } from './learning.service.ts';

export const learningRoutes = [
  // who may change the content is checked before the upload is read
  route(learningApi.attachPackage, async ({ deps, session, lang, params, request }) => {
    const content = await manageableContent(deps, session.user.id, lang, params.id);
    return attachPackage(deps, session.user.id, lang, content.id, await receiveFile(request, 'file', PACKAGE_MAX_BYTES));
  }),
  route(learningApi.getRuntime, ({ deps, session, lang, params }) => getRuntime(deps, session.user.id, lang, params.id)),
  route(learningApi.saveRuntime, ({ deps, session, lang, params, body }) => saveRuntime(deps, session.user.id, lang, params.id, body)),
];

/**
 * A package's files run as pages of an opaque origin: the sandbox without allow-same-origin keeps them from the
 * app's storage and cookies, even when one is opened directly; only the app may frame them.
 */
export const PACKAGE_POLICY = "sandbox allow-scripts allow-forms; frame-ancestors 'self'";

const send = (reply: FastifyReply, { data, contentType }: PackageFileAnswer) =>
  reply
    .header('content-type', contentType)
    .header('content-security-policy', PACKAGE_POLICY)
    .header('cache-control', 'private, no-store')
    .header('cross-origin-resource-policy', 'same-origin')
    .send(data);

/** The wildcard tail of a file route, decoded; a malformed escape is no file. */
function pathOf(params: unknown): string {
  try {
    return decodeURIComponent(String((params as { '*'?: string })['*'] ?? '')).slice(0, 1000);
  } catch {
    throw new AppError('not_found');
  }
}

// a file's answer holds no words: the language only names the content's skills while its visibility is checked
const FILE_LANGUAGE = 'pt-BR';

/** Package files answer bytes, not JSON: plain routes outside the contract. */
export function registerPackageFileRoutes(app: FastifyInstance, deps: Deps): void {
  const hidden = { schema: { hide: true } };
  // for a signed-in client (the session's bearer token), as the content item's package.launchUrl names it
  app.get('/v1/contents/:id/package/*', hidden, async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    const session = token ? await findSession(deps, token) : null;
    if (!session) throw new AppError('invalid_token');
    const id = String((request.params as { id: string }).id).slice(0, 200);
    return send(reply, await packageFile(deps, session.user.id, FILE_LANGUAGE, id, pathOf(request.params)));
  });
  // for the player's frame, which sends no session: the person's play key names their copy
  app.get(`${PLAY_PREFIX}/:key/*`, hidden, async (request, reply) => {
    const key = String((request.params as { key: string }).key);
    return send(reply, await playFile(deps, FILE_LANGUAGE, key, pathOf(request.params)));
  });
}

import { type EndpointDefinition, resolveLanguage } from '@trilha/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken, findSession, type Session } from '../auth/session-lookup.ts';
import type { Deps } from '../deps.ts';
import { AppError } from './app-error.ts';
import type { RequestContext, RouteEntry } from './context.ts';
import { hasUnsafeText } from './unsafe-text.ts';
import { authorizeWorkspace, type WorkspaceAccess } from './workspace-access.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
    endpoint?: EndpointDefinition;
  }
}

const successStatus = (endpoint: EndpointDefinition) =>
  [201, 200, 202, 204].find((status) => status in endpoint.responses) ?? 200;

/** Which workspace an endpoint with a permission acts on: its :id / :workspaceId, else the X-Company header. */
function workspaceKey(request: FastifyRequest): string | null {
  const params = request.params as Record<string, string> | undefined;
  const header = request.headers['x-company'];
  return params?.workspaceId ?? params?.id ?? (typeof header === 'string' && header ? header : null);
}

/** Registers contract endpoints: validation by their schemas, then session, then permission, then the handler. */
export function registerRoutes(app: FastifyInstance, deps: Deps, entries: RouteEntry[]): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const { endpoint, handler } of entries) {
    const status = successStatus(endpoint);
    typed.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: {
        summary: endpoint.summary,
        tags: [endpoint.tag],
        ...(endpoint.params && { params: endpoint.params }),
        ...(endpoint.query && { querystring: endpoint.query }),
        ...(endpoint.body && !endpoint.multipart && { body: endpoint.body }),
        ...(endpoint.access !== 'public' && { security: [{ bearer: [] }] }),
        response: endpoint.responses,
      },
      onRequest: async (request) => {
        request.endpoint = endpoint;
        request.session = null;
        if (endpoint.access === 'public') return;
        const token = bearerToken(request.headers.authorization);
        const session = token ? await findSession(deps, token) : null;
        if (!session && endpoint.access === 'session') throw new AppError('invalid_token');
        request.session = session;
      },
      preValidation: async (request) => {
        if (hasUnsafeText(request.body) || hasUnsafeText(request.query) || hasUnsafeText(request.params)) throw new AppError('bad_request');
      },
      handler: async (request, reply) => {
        const session = request.session;
        let access: WorkspaceAccess | null = null;
        if (endpoint.permission) {
          const key = workspaceKey(request);
          if (!session) throw new AppError('invalid_token');
          if (!key) throw new AppError('workspace.not_found');
          access = await authorizeWorkspace(deps, session, key, endpoint.permission);
        }
        const ctx: RequestContext<EndpointDefinition> = {
          params: request.params as never,
          query: request.query as never,
          body: request.body as never,
          session: session as never,
          access: access as never,
          lang: resolveLanguage(session?.user.language ?? request.headers['accept-language']),
          ip: request.ip,
          deps,
          request,
          reply,
        };
        const result = await handler(ctx);
        if (reply.sent) return reply;
        reply.code(reply.statusCode !== 200 ? reply.statusCode : status);
        return status === 204 ? reply.send() : reply.send(result);
      },
    });
  }
}

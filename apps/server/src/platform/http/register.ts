import { type EndpointDefinition, resolveLanguage } from '@trilha/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken, findSession, noteSessionWrite, type Session } from '../auth/session-lookup.ts';
import type { Deps } from '../deps.ts';
import { assertAccountMayAct } from './account-state.ts';
import { AppError } from './app-error.ts';
import type { RequestContext, RouteEntry } from './context.ts';
import { holdTurnAs } from './in-flight.ts';
import { mayCallWhilePendingDeletion } from './pending-deletion.ts';
import { NO_SCOPE, type ResolvedScope, resolveScope } from './scope.ts';
import { hasUnsafeText } from './unsafe-text.ts';
import type { AuthorizeWorkspace } from './workspace-access.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
    endpoint: EndpointDefinition | null;
    /** the endpoint's workspace and loaded resource, resolved once before the handler */
    scope: ResolvedScope;
  }
}

const successStatus = (endpoint: EndpointDefinition) => [201, 200, 202, 204].find((status) => status in endpoint.responses) ?? 200;

export interface RouteTable {
  routes: RouteEntry[];
  authorizeWorkspace: AuthorizeWorkspace;
}

/**
 * Registers contract endpoints: session (and what an account pending deletion may call), then the declared scope
 * (its workspace loaded once and the permission checked there), then validation by their schemas, then the handler. Hooks with nothing to wait for are
 * synchronous, and a 'public' or 'user' scope is settled in onRequest (a load balancer's GET /v1/health runs no
 * promise of ours before its handler).
 */
export function registerRoutes(app: FastifyInstance, deps: Deps, { routes, authorizeWorkspace }: RouteTable): void {
  // Set by every request's constructor: added later in a hook, each request object would change shape mid-flight.
  // (Fastify takes no object as a default; onRequest sets the scope of every contract route.)
  app.decorateRequest('endpoint', null);
  app.decorateRequest('session', null);
  app.decorateRequest('scope', null as unknown as ResolvedScope);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const entry of routes) {
    const { endpoint, handler } = entry;
    const status = successStatus(endpoint);
    const workspaceScoped = typeof endpoint.scope !== 'string';
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
      // the in-flight limit (in-flight.ts) counts a request under its bearer token until the lookup below says whose
      config: { readsSession: endpoint.access !== 'public' },
      onRequest:
        endpoint.access === 'public'
          ? (request, _reply, done) => {
              request.endpoint = endpoint;
              request.scope = NO_SCOPE;
              done();
            }
          : async (request, reply) => {
              request.endpoint = endpoint;
              request.scope = NO_SCOPE;
              const token = bearerToken(request.headers.authorization);
              const session = token ? await findSession(deps, token) : null;
              if (!session && endpoint.access === 'session') throw new AppError('invalid_token');
              if (session?.user.status === 'pending_deletion' && !mayCallWhilePendingDeletion(endpoint)) {
                // an optional session is dropped (the call goes on as anyone's); a required one is refused
                if (endpoint.access === 'session') throw new AppError('account.pending_deletion');
                await holdTurnAs(request, reply, null);
                return;
              }
              request.session = session;
              // from here the request counts as the signed-in user's (or its address's, when the token was nobody's)
              await holdTurnAs(request, reply, session?.user.id ?? null);
            },
      // A workspace scope is resolved and its permission checked before the body is validated: a caller without
      // the permission learns nothing of what the route expects from a 422. Path parameters are checked first (the
      // scope reads them); when they are wrong, validation answers. A 'public' or 'user' scope has no workspace:
      // NO_SCOPE, and no account rule to check (assertAccountMayAct).
      preValidation: workspaceScoped
        ? async (request) => {
            const params = endpoint.params
              ? endpoint.params.safeParse(request.params ?? {})
              : { success: true as const, data: request.params };
            if (params.success) {
              request.scope = await resolveScope(deps, authorizeWorkspace, entry, request, params.data as Record<string, string>);
              assertAccountMayAct(endpoint, request.session, request.scope.access);
            }
            if (hasUnsafeText(request.body) || hasUnsafeText(request.query) || hasUnsafeText(request.params))
              throw new AppError('bad_request');
          }
        : (request, _reply, done) => {
            if (hasUnsafeText(request.body) || hasUnsafeText(request.query) || hasUnsafeText(request.params))
              return done(new AppError('bad_request'));
            done();
          },
      handler: async (request, reply) => {
        const session = request.session;
        const ctx: RequestContext<EndpointDefinition> = {
          params: request.params as never,
          query: request.query as never,
          body: request.body as never,
          session: session as never,
          access: request.scope.access as never,
          resource: request.scope.resource as never,
          lang: resolveLanguage(session?.user.language ?? request.headers['accept-language']),
          ip: request.ip,
          deps,
          request,
          reply,
        };
        const result = await handler(ctx);
        // before the answer leaves: the person's next read must find what this request wrote (read-replicas.ts)
        if (session && endpoint.method !== 'GET') await noteSessionWrite(deps, session);
        if (reply.sent) return reply;
        reply.code(reply.statusCode !== 200 ? reply.statusCode : status);
        return status === 204 ? reply.send() : reply.send(result);
      },
    });
  }
}

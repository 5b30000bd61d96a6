import { API_KEY_PREFIX, type EndpointDefinition, resolveLanguage } from '@trilha/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken, findSession, noteSessionWrite, type Session } from '../auth/session-lookup.ts';
import type { Deps } from '../deps.ts';
import { assertAccountMayAct } from './account-state.ts';
import { type ApiKeyGate, apiKeySession } from './api-key-gate.ts';
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
    /** the audit log entry of a call made with an API key, completed with its answer */
    apiKeyEvent: string | null;
  }
}

const successStatus = (endpoint: EndpointDefinition) => [201, 200, 202, 204].find((status) => status in endpoint.responses) ?? 200;

export interface RouteTable {
  routes: RouteEntry[];
  authorizeWorkspace: AuthorizeWorkspace;
  apiKeys: ApiKeyGate;
}

/**
 * Registers contract endpoints: session (and what an account pending deletion may call), then the declared scope
 * (its workspace loaded once and the permission checked there), then validation by their schemas, then the handler. Hooks with nothing to wait for are
 * synchronous, and a 'public' or 'user' scope is settled in onRequest (a load balancer's GET /v1/health runs no
 * promise of ours before its handler).
 */
export function registerRoutes(app: FastifyInstance, deps: Deps, { routes, authorizeWorkspace, apiKeys }: RouteTable): void {
  // Set by every request's constructor: added later in a hook, each request object would change shape mid-flight.
  // (Fastify takes no object as a default; onRequest sets the scope of every contract route.)
  app.decorateRequest('endpoint', null);
  app.decorateRequest('session', null);
  app.decorateRequest('scope', null as unknown as ResolvedScope);
  app.decorateRequest('apiKeyEvent', null);

  /**
   * A company's API key instead of a session: the call is written in the company's audit log first, then refused
   * when the key is over its rate limit, when the endpoint takes no keys or when the key lacks the endpoint's scope.
   * The key's company is checked with the scope (scope.ts).
   */
  const keySession = async (request: FastifyRequest, endpoint: EndpointDefinition, token: string) => {
    const found = await apiKeys.find(deps, token);
    if (!found) throw new AppError('invalid_token');
    const { eventId, limited } = await apiKeys.recordUse(deps, found.key, `${endpoint.method} ${endpoint.path}`, request.ip);
    request.apiKeyEvent = eventId;
    if (limited) throw new AppError('rate_limited');
    if (!endpoint.apiScope || typeof endpoint.scope === 'string') throw new AppError('api_key.not_allowed');
    if (!found.key.scopes.includes(endpoint.apiScope)) throw new AppError('api_key.scope');
    return apiKeySession(found.key, found.user);
  };
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
        ...(endpoint.access !== 'public' && {
          security: endpoint.apiScope ? [{ bearer: [] }, { apiKey: [endpoint.apiScope] }] : [{ bearer: [] }],
        }),
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
              const session = !token
                ? null
                : token.startsWith(API_KEY_PREFIX)
                  ? await keySession(request, endpoint, token)
                  : await findSession(deps, token);
              if (!session && endpoint.access === 'session') throw new AppError('invalid_token');
              if (session?.user.status === 'pending_deletion' && !mayCallWhilePendingDeletion(endpoint)) {
                // an optional session is dropped (the call goes on as anyone's); a required one is refused
                if (endpoint.access === 'session') throw new AppError('account.pending_deletion');
                await holdTurnAs(request, reply, null);
                return;
              }
              request.session = session;
              // from here the request counts as the signed-in user's (or its address's, when the token was nobody's);
              // a key's calls count apart from its creator's own
              await holdTurnAs(request, reply, session?.apiKey ? session.id : (session?.user.id ?? null));
            },
      // a call made with a key gets its answer in the audit log, refused ones included (any route that reads a session)
      ...(endpoint.access !== 'public' && {
        onResponse: async (request: FastifyRequest, reply: FastifyReply) => {
          if (request.apiKeyEvent) await apiKeys.recordAnswer(deps, request.apiKeyEvent, reply.statusCode);
        },
      }),
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

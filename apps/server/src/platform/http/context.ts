import type { EndpointDefinition, Language, WorkspaceScope } from '@trilha/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Session } from '../auth/session-lookup.ts';
import type { Deps } from '../deps.ts';
import type { WorkspaceAccess } from './workspace-access.ts';

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RequestContext<E extends EndpointDefinition, R = undefined> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  session: E['access'] extends 'session' ? Session : Session | null;
  /** the workspace of the endpoint's scope, authorized for its permission; null for 'public' and 'user' scopes */
  access: E['scope'] extends WorkspaceScope ? WorkspaceAccess : null;
  /** the resource a { from: 'resource' } scope loaded */
  resource: R;
  lang: Language;
  ip: string;
  deps: Deps;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<E extends EndpointDefinition, R = undefined> = (
  ctx: RequestContext<E, R>,
) => Promise<z.input<E['responses'][keyof E['responses']]> | undefined> | z.input<E['responses'][keyof E['responses']]> | undefined;

/** Loads the resource named by a path parameter and tells which workspace it belongs to; throws its own 404. */
export type ResourceLoader<R> = (deps: Deps, key: string) => Promise<{ workspaceId: string; value: R }>;

export interface RouteEntry {
  endpoint: EndpointDefinition;
  // biome-ignore lint/suspicious/noExplicitAny: entries of many endpoint types live in one list
  handler: Handler<any, any>;
  /** the loader of a { from: 'resource' } scope */
  load?: ResourceLoader<unknown>;
}

/** Pairs an endpoint of the contract with its handler, keeping the handler typed by the endpoint. */
export const route = <E extends EndpointDefinition>(endpoint: E, handler: Handler<E>): RouteEntry => ({ endpoint, handler });

/** A route whose scope is a resource: `load` finds it and its workspace; the handler gets it as `resource`. */
export const scopedRoute = <E extends EndpointDefinition, R>(endpoint: E, load: ResourceLoader<R>, handler: Handler<E, R>): RouteEntry => ({
  endpoint,
  handler,
  load,
});

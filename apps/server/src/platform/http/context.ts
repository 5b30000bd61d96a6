import type { Actor, EndpointDefinition, Language } from '@trilha/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Session } from '../auth/session-lookup.ts';
import type { Deps } from '../deps.ts';
import type { WorkspaceAccess } from './workspace-access.ts';

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RequestContext<E extends EndpointDefinition> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  session: E['access'] extends 'session' ? Session : Session | null;
  /** the workspace of the permission check (path id or X-Company), when the endpoint declares one */
  access: E['permission'] extends string ? WorkspaceAccess : WorkspaceAccess | null;
  lang: Language;
  ip: string;
  deps: Deps;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<E extends EndpointDefinition> = (
  ctx: RequestContext<E>,
) => Promise<z.input<E['responses'][keyof E['responses']]> | undefined> | z.input<E['responses'][keyof E['responses']]> | undefined;

export interface RouteEntry {
  endpoint: EndpointDefinition;
  // biome-ignore lint/suspicious/noExplicitAny: entries of many endpoint types live in one list
  handler: Handler<any>;
}

/** Pairs an endpoint of the contract with its handler, keeping the handler typed by the endpoint. */
export const route = <E extends EndpointDefinition>(endpoint: E, handler: Handler<E>): RouteEntry => ({ endpoint, handler });

export type { Actor };

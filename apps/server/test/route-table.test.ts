import { ALL_ENDPOINTS, defineEndpoint, type EndpointDefinition } from '@trilha/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routeTable } from '../src/modules/routes.ts';
import { type RouteEntry, route } from '../src/platform/http/context.ts';

const nameOf = (endpoint: EndpointDefinition) => `${endpoint.method} ${endpoint.path}`;

/** What is wrong with one endpoint's declared scope, as sentences; empty when nothing is. */
function scopeProblems(endpoint: EndpointDefinition, entry: RouteEntry | undefined): string[] {
  const name = nameOf(endpoint);
  const scope = (endpoint as { scope?: unknown }).scope as EndpointDefinition['scope'] | undefined;
  if (scope === undefined) return [`${name} declares no scope (a workspace scope, 'public' or 'user')`];
  if (scope === 'public') return endpoint.permission ? [`${name} is public but declares a permission`] : [];
  if (scope === 'user') {
    const problems = endpoint.permission ? [`${name} acts on no workspace but declares a permission`] : [];
    if (endpoint.access !== 'session') problems.push(`${name} is scoped to the signed-in user but does not require a session`);
    return problems;
  }
  const problems: string[] = [];
  if (!endpoint.permission) problems.push(`${name} has a workspace scope but no permission to check there`);
  if (endpoint.access !== 'session') problems.push(`${name} has a workspace scope but does not require a session`);
  const pathParams = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
  if (scope.from === 'param' && !pathParams.includes(scope.name))
    problems.push(`${name} takes its workspace from a missing :${scope.name}`);
  if (scope.from === 'resource') {
    if (!pathParams.includes(scope.param)) problems.push(`${name} loads its ${scope.resource} from a missing :${scope.param}`);
    if (!entry?.load) problems.push(`${name} is scoped by a ${scope.resource} but its route has no loader`);
  }
  if (scope.from !== 'resource' && entry?.load) problems.push(`${name} has a loader its scope never uses`);
  return problems;
}

/** Endpoints without a route, routes of no endpoint, duplicates, and every scope problem. */
function routeTableProblems(endpoints: EndpointDefinition[], routes: RouteEntry[]): string[] {
  const problems: string[] = [];
  const byEndpoint = new Map<EndpointDefinition, RouteEntry>();
  for (const entry of routes) {
    if (byEndpoint.has(entry.endpoint)) problems.push(`${nameOf(entry.endpoint)} has two routes`);
    byEndpoint.set(entry.endpoint, entry);
    if (!endpoints.includes(entry.endpoint)) problems.push(`${nameOf(entry.endpoint)} is routed but not in ALL_ENDPOINTS`);
  }
  for (const endpoint of endpoints) {
    const entry = byEndpoint.get(endpoint);
    if (!entry) problems.push(`${nameOf(endpoint)} has no route`);
    problems.push(...scopeProblems(endpoint, entry));
  }
  return problems;
}

describe('route table', () => {
  it('routes every endpoint of the contract once, each with a declared and consistent scope', () => {
    expect(routeTableProblems(ALL_ENDPOINTS, routeTable.routes)).toEqual([]);
  });

  it('names the endpoints of a broken sample: unrouted, without scope, with a scope that cannot work', () => {
    const responses = { 200: z.object({}) };
    const unrouted = defineEndpoint({ method: 'GET', path: '/v1/x', summary: 'x', tag: 't', access: 'public', scope: 'public', responses });
    const unscoped = {
      method: 'GET',
      path: '/v1/y',
      summary: 'y',
      tag: 't',
      access: 'session',
      responses,
    } as unknown as EndpointDefinition;
    const unchecked = defineEndpoint({
      method: 'GET',
      path: '/v1/z/:id',
      summary: 'z',
      tag: 't',
      access: 'session',
      scope: { from: 'param', name: 'workspaceId' },
      responses,
    });
    const loaderless = defineEndpoint({
      method: 'PATCH',
      path: '/v1/things/:id',
      summary: 'w',
      tag: 't',
      access: 'session',
      scope: { from: 'resource', resource: 'thing', param: 'id' },
      permission: 'members.manage',
      responses,
    });
    const handler = () => ({});
    const problems = routeTableProblems(
      [unrouted, unscoped, unchecked, loaderless],
      [route(unscoped, handler), route(unchecked, handler), route(loaderless, handler)],
    );
    expect(problems).toEqual([
      'GET /v1/x has no route',
      "GET /v1/y declares no scope (a workspace scope, 'public' or 'user')",
      'GET /v1/z/:id has a workspace scope but no permission to check there',
      'GET /v1/z/:id takes its workspace from a missing :workspaceId',
      'PATCH /v1/things/:id is scoped by a thing but its route has no loader',
    ]);
  });
});

import type { EndpointDefinition } from '@trilha/contract';
import type { Deps } from '../deps.ts';
import { type Handler, type RequestContext, type RouteEntry, route } from './context.ts';

/**
 * Runs `work` with a Deps whose database is a read replica when one is in rotation and has the reader's last write
 * (db/read-replicas.ts), else the primary. For reads that tolerate a few seconds of lag and write nothing: a replica
 * refuses writes.
 */
export const onReplica = <T>(deps: Deps, reader: { lastWriteLsn?: string | null } | null, work: (deps: Deps) => Promise<T>) =>
  deps.reads.read(reader, (db) => work({ ...deps, db }));

/** The route of an endpoint whose answer tolerates lag (suggestions, related lists, reports): served by a replica. */
export function replicaRoute<E extends EndpointDefinition>(endpoint: E, handler: Handler<E>): RouteEntry {
  return route(endpoint, (ctx: RequestContext<E>) => onReplica(ctx.deps, ctx.session, async (deps) => handler({ ...ctx, deps })));
}

// The floor twins: bare Fastify routes (no hooks, no schema validation or serializer, no logging, no helmet) on a
// pool of their own, running the same named statements over raw pg as the real routes and answering the same JSON.
// A route's ratio to its floor is what the request pipeline costs on top of the unavoidable work.
import Fastify, { type FastifyInstance } from 'fastify';
import { pingDatabase } from '../src/modules/health/health.data.ts';
import { loadSessionUser } from '../src/modules/identity/session-user.ts';
import { listMemberRows } from '../src/modules/workspaces/members.data.ts';
import { toMember } from '../src/modules/workspaces/members.service.ts';
import { findWorkspaceForCaller } from '../src/modules/workspaces/workspaces.data.ts';
import { bearerToken, findSession } from '../src/platform/auth/session-lookup.ts';
import type { Deps } from '../src/platform/deps.ts';

export function buildFloor(deps: Pick<Deps, 'db' | 'clock'>): FastifyInstance {
  const floor = Fastify();
  const session = async (authorization: string | undefined) => {
    const token = bearerToken(authorization);
    return token ? findSession(deps as Deps, token) : null;
  };

  floor.get('/v1/health', async () => {
    await pingDatabase(deps.db);
    return { status: 'ok', database: 'ok', time: deps.clock.now().toISOString() };
  });

  floor.get('/v1/auth/data', async (request, reply) => {
    const found = await session(request.headers.authorization);
    if (!found) return reply.code(401).send({ error: { code: 'invalid_token' } });
    return loadSessionUser(deps.db, found.user.id);
  });

  floor.get<{ Params: { id: string }; Querystring: { page?: string; limit?: string } }>(
    '/v1/workspaces/:id/users',
    async (request, reply) => {
      const found = await session(request.headers.authorization);
      if (!found) return reply.code(401).send({ error: { code: 'invalid_token' } });
      const access = await findWorkspaceForCaller(deps.db, request.params.id, found.user.id);
      if (!access?.member) return reply.code(404).send({ error: { code: 'workspace.not_found' } });
      const page = Number(request.query.page ?? 1);
      const limit = Number(request.query.limit ?? 6);
      const { rows, total } = await listMemberRows(deps.db, access.workspace.id, { page, limit });
      return { items: rows.map(toMember), page, limit, total };
    },
  );
  return floor;
}

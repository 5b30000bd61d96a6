import { platformApi } from '@trilha/contract';
import { sql } from 'drizzle-orm';
import { route } from '../../platform/http/context.ts';

export const healthRoutes = [
  route(platformApi.getHealth, async ({ deps }) => {
    await deps.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: 'ok' as const, time: deps.clock.now().toISOString() };
  }),
];

import { platformApi } from '@trilha/contract';
import { route } from '../../platform/http/context.ts';
import { pingDatabase } from './health.data.ts';

export const healthRoutes = [
  route(platformApi.getHealth, async ({ deps }) => {
    await pingDatabase(deps.db);
    return { status: 'ok' as const, database: 'ok' as const, time: deps.clock.now().toISOString() };
  }),
];

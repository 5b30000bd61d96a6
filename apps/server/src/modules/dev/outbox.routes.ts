import { platformApi } from '@trilha/contract';
import { route } from '../../platform/http/context.ts';
import { listOutbox } from './outbox.service.ts';

export const outboxRoutes = [route(platformApi.listOutbox, ({ deps, query }) => listOutbox(deps, query.to))];

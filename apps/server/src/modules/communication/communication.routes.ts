import { communicationApi } from '@trilha/contract';
import { route } from '../../platform/http/context.ts';
import { getCommunication, saveCommunication } from './communication.service.ts';

export const communicationRoutes = [
  route(communicationApi.getCommunication, ({ deps, session }) => getCommunication(deps, session.user.id)),

  route(communicationApi.saveCommunication, ({ deps, session, body }) => saveCommunication(deps, session.user.id, body)),
];

import { workspacesApi } from '@trilha/contract';
import { route } from '../../platform/http/context.ts';
import { reactivateWorkspace, requestDeletion } from './deletion.service.ts';

export const deletionRoutes = [
  route(workspacesApi.deleteWorkspace, ({ deps, session, access }) => requestDeletion(deps, access, session.user.id)),

  route(workspacesApi.reactivateWorkspace, ({ deps, access }) => reactivateWorkspace(deps, access)),
];

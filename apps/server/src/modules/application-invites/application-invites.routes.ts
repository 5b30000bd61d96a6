import { applicationInvitesApi as api } from '@trilha/contract';
import { route, scopedRoute } from '../../platform/http/context.ts';
import {
  acceptProspectInvite,
  answerMyInvite,
  cancelApplicationInvite,
  createApplicationInvites,
  declineProspectInvite,
  getProspectInvite,
  listMyInvites,
  listPositionInvites,
  loadApplicationInviteScope,
} from './application-invites.service.ts';

export const applicationInvitesRoutes = [
  route(api.createApplicationInvites, ({ deps, access, session, params, body }) =>
    createApplicationInvites(deps, access, session.user.id, params.id, body),
  ),
  route(api.listPositionInvites, ({ deps, access, params, query }) => listPositionInvites(deps, access, params.id, query.status)),
  scopedRoute(api.cancelApplicationInvite, loadApplicationInviteScope, ({ deps, access, resource }) =>
    cancelApplicationInvite(deps, access, resource),
  ),
  route(api.listMyApplicationInvites, ({ deps, session, lang }) => listMyInvites(deps, session.user.id, lang)),
  route(api.answerApplicationInvite, ({ deps, session, body }) => answerMyInvite(deps, session.user.id, body)),
  route(api.getProspectInvite, ({ deps, session, params, lang }) => getProspectInvite(deps, params.hash, session?.user.id ?? null, lang)),
  route(api.acceptProspectInvite, ({ deps, session, params }) => acceptProspectInvite(deps, session.user, params.hash)),
  route(api.declineProspectInvite, ({ deps, params }) => declineProspectInvite(deps, params.hash)),
];

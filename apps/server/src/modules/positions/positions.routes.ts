import { positionsApi } from '@trilha/contract';
import { route } from '../../platform/http/context.ts';
import { replicaRoute } from '../../platform/http/replica-route.ts';
import { searchRoute } from '../../platform/http/search-limits.ts';
import { listNews, searchLocations } from './discovery-extras.service.ts';
import { explainMatch } from './match.service.ts';
import {
  companyPositions,
  favoritePosition,
  favoritePositions,
  getPosition,
  internalPositions,
  relatedPositions,
  searchPositions,
  unfavoritePosition,
} from './positions.service.ts';
import {
  approvalFlow,
  callerOf,
  changePositionStatus,
  createPosition,
  decideApproval,
  getCompanyPosition,
  listCompanyPositions,
  publishPosition,
  updatePosition,
} from './recruitment.service.ts';
import { suggestPositions } from './suggestions.service.ts';

const candidateRoutes = [
  searchRoute(positionsApi.searchPositions, ({ deps, session, lang, query }) => searchPositions(deps, session, lang, query)),
  replicaRoute(positionsApi.suggestPositions, ({ deps, session, lang, query }) => suggestPositions(deps, session.user.id, lang, query)),
  route(positionsApi.getPosition, ({ deps, session, lang, params, query }) => getPosition(deps, session, lang, params.id, query)),
  replicaRoute(positionsApi.relatedPositions, ({ deps, session, lang, params, query }) =>
    relatedPositions(deps, session, lang, params.id, query.lang),
  ),
  replicaRoute(positionsApi.companyPositions, ({ deps, session, lang, params, query }) =>
    companyPositions(deps, session, lang, params.id, query),
  ),
  route(positionsApi.positionMatchOf, ({ deps, session, lang, params, query }) =>
    explainMatch(deps, session.user.id, lang, params.id, query.lang),
  ),
  route(positionsApi.favoritePositionEndpoint, ({ deps, session, lang, params, body }) =>
    favoritePosition(deps, session.user.id, lang, params.id, body?.notifyWhenReady),
  ),
  route(positionsApi.unfavoritePosition, async ({ deps, session, params, reply }) => {
    await unfavoritePosition(deps, session.user.id, params.id);
    reply.status(204);
    return null;
  }),
  route(positionsApi.listFavoritePositions, ({ deps, session, query }) => favoritePositions(deps, session.user.id, query.aggregator)),
  searchRoute(positionsApi.searchLocations, ({ query }) => searchLocations(query.query, query.limit), { readsTables: false }),
  replicaRoute(positionsApi.listNews, ({ deps, lang, query }) => listNews(deps, lang, query.lang, query.limit)),
];

const recruitmentRoutes = [
  route(positionsApi.listInternalPositions, ({ deps, session, access, lang, query }) =>
    internalPositions(deps, session.user.id, lang, access.workspace.id, query),
  ),
  searchRoute(
    positionsApi.listCompanyPositions,
    ({ deps, session, access, lang, query }) => listCompanyPositions(deps, callerOf(access, session.user.id), lang, query),
    { searching: ({ query }) => query.query !== '' },
  ),
  route(positionsApi.createPosition, async ({ deps, session, access, lang, body, reply }) => {
    const created = await createPosition(deps, callerOf(access, session.user.id), lang, body);
    reply.status(201);
    return created;
  }),
  route(positionsApi.getCompanyPosition, ({ deps, session, access, lang, params }) =>
    getCompanyPosition(deps, callerOf(access, session.user.id), lang, params.id),
  ),
  route(positionsApi.updatePosition, ({ deps, session, access, lang, params, body }) =>
    updatePosition(deps, callerOf(access, session.user.id), lang, params.id, body),
  ),
  route(positionsApi.publishPosition, ({ deps, session, access, lang, params }) =>
    publishPosition(deps, callerOf(access, session.user.id), lang, params.id),
  ),
  route(positionsApi.decideApproval, ({ deps, session, access, lang, params, body }) =>
    decideApproval(deps, callerOf(access, session.user.id), lang, params.id, body),
  ),
  route(positionsApi.changePositionStatus, ({ deps, session, access, lang, params, body }) =>
    changePositionStatus(deps, callerOf(access, session.user.id), lang, params.id, body.status),
  ),
  route(positionsApi.getApprovalFlow, ({ deps, session, access }) => approvalFlow(deps, callerOf(access, session.user.id))),
];

export const positionsRoutes = [...candidateRoutes, ...recruitmentRoutes];

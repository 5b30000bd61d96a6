import { jobsApi } from '@trilha/contract';
import { route } from '../../platform/http/context.ts';
import { searchRoute } from '../../platform/http/search-limits.ts';
import { createDepartment, getDepartment, listDepartments, setDepartmentRemoved } from './departments.service.ts';
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

const candidateRoutes = [
  searchRoute(jobsApi.searchPositions, ({ deps, session, lang, query }) => searchPositions(deps, session, lang, query)),
  route(jobsApi.getPosition, ({ deps, session, lang, params, query }) => getPosition(deps, session, lang, params.id, query)),
  route(jobsApi.relatedPositions, ({ deps, session, lang, params, query }) => relatedPositions(deps, session, lang, params.id, query.lang)),
  route(jobsApi.companyPositions, ({ deps, session, lang, params, query }) => companyPositions(deps, session, lang, params.id, query)),
  route(jobsApi.positionMatchOf, ({ deps, session, lang, params, query }) =>
    explainMatch(deps, session.user.id, lang, params.id, query.lang),
  ),
  route(jobsApi.favoritePositionEndpoint, ({ deps, session, lang, params, body }) =>
    favoritePosition(deps, session.user.id, lang, params.id, body?.notifyWhenReady),
  ),
  route(jobsApi.unfavoritePosition, async ({ deps, session, params, reply }) => {
    await unfavoritePosition(deps, session.user.id, params.id);
    reply.status(204);
    return null;
  }),
  route(jobsApi.listFavoritePositions, ({ deps, session, query }) => favoritePositions(deps, session.user.id, query.aggregator)),
  searchRoute(jobsApi.searchLocations, ({ query }) => searchLocations(query.query, query.limit), { readsTables: false }),
  route(jobsApi.listNews, ({ deps, lang, query }) => listNews(deps, lang, query.lang, query.limit)),
];

const recruitmentRoutes = [
  route(jobsApi.listInternalPositions, ({ deps, session, access, lang, query }) =>
    internalPositions(deps, session.user.id, lang, access.workspace.id, query),
  ),
  route(jobsApi.listCompanyPositions, ({ deps, session, access, lang, query }) =>
    listCompanyPositions(deps, callerOf(access, session.user.id), lang, query),
  ),
  route(jobsApi.createPosition, async ({ deps, session, access, lang, body, reply }) => {
    const created = await createPosition(deps, callerOf(access, session.user.id), lang, body);
    reply.status(201);
    return created;
  }),
  route(jobsApi.getCompanyPosition, ({ deps, session, access, lang, params }) =>
    getCompanyPosition(deps, callerOf(access, session.user.id), lang, params.id),
  ),
  route(jobsApi.updatePosition, ({ deps, session, access, lang, params, body }) =>
    updatePosition(deps, callerOf(access, session.user.id), lang, params.id, body),
  ),
  route(jobsApi.publishPosition, ({ deps, session, access, lang, params }) =>
    publishPosition(deps, callerOf(access, session.user.id), lang, params.id),
  ),
  route(jobsApi.decideApproval, ({ deps, session, access, lang, params, body }) =>
    decideApproval(deps, callerOf(access, session.user.id), lang, params.id, body),
  ),
  route(jobsApi.changePositionStatus, ({ deps, session, access, lang, params, body }) =>
    changePositionStatus(deps, callerOf(access, session.user.id), lang, params.id, body.status),
  ),
  route(jobsApi.getApprovalFlow, ({ deps, session, access }) => approvalFlow(deps, callerOf(access, session.user.id))),
  route(jobsApi.listDepartments, ({ deps, access, query }) => listDepartments(deps, access.workspace.id, query.removed)),
  route(jobsApi.getDepartment, ({ deps, access, params }) => getDepartment(deps, access.workspace.id, params.id)),
  route(jobsApi.createDepartment, async ({ deps, access, body, reply }) => {
    const created = await createDepartment(deps, access.workspace.id, body.name);
    reply.status(201);
    return created;
  }),
  route(jobsApi.removeDepartment, ({ deps, access, params }) => setDepartmentRemoved(deps, access.workspace.id, params.id, true)),
  route(jobsApi.reactivateDepartment, ({ deps, access, params }) => setDepartmentRemoved(deps, access.workspace.id, params.id, false)),
];

export const jobsRoutes = [...candidateRoutes, ...recruitmentRoutes];

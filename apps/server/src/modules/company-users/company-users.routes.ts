import { companyUsersApi } from '@trilha/contract';
import { route } from '../../platform/http/context.ts';
import type { RouteTable } from '../../platform/http/register.ts';
import {
  acceptCompanyInvite,
  cancelCompanyUserInvite,
  changeCompanyUserType,
  getCompanyInvite,
  getCompanyUser,
  inviteCompanyUsers,
  listCompanyUserInvites,
  listCompanyUsers,
  reactivateCompanyUser,
  removeCompanyUser,
  resendCompanyUserInvite,
} from './company-users.service.ts';

const inviterOf = (session: { user: { id: string; name: string } }) => ({ id: session.user.id, name: session.user.name });

export const companyUsersRoutes: RouteTable['routes'] = [
  route(companyUsersApi.listCompanyUsers, ({ deps, access, query }) => listCompanyUsers(deps, access, query)),
  route(companyUsersApi.inviteCompanyUsers, ({ deps, access, session, body }) =>
    inviteCompanyUsers(deps, access, inviterOf(session), body),
  ),
  route(companyUsersApi.listCompanyUserInvites, ({ deps, access, query }) => listCompanyUserInvites(deps, access, query)),
  route(companyUsersApi.resendCompanyUserInvite, ({ deps, access, session, body }) =>
    resendCompanyUserInvite(deps, access, inviterOf(session), body.email),
  ),
  route(companyUsersApi.cancelCompanyUserInvite, ({ deps, access, body }) => cancelCompanyUserInvite(deps, access, body.email)),
  route(companyUsersApi.getCompanyUser, ({ deps, access, params }) => getCompanyUser(deps, access, params.id)),
  route(companyUsersApi.changeCompanyUserType, ({ deps, access, params, body }) => changeCompanyUserType(deps, access, params.id, body)),
  route(companyUsersApi.reactivateCompanyUser, ({ deps, access, params }) => reactivateCompanyUser(deps, access, params.id)),
  route(companyUsersApi.removeCompanyUser, ({ deps, access, session, params }) =>
    removeCompanyUser(deps, access, session.user.id, params.id),
  ),
  route(companyUsersApi.getCompanyInvite, ({ deps, access, params }) => getCompanyInvite(deps, access, params.id)),
  route(companyUsersApi.acceptCompanyInvite, ({ deps, session, params }) => acceptCompanyInvite(deps, session, params.id)),
];

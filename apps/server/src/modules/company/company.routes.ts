import { companyApi } from '@trilha/contract';
import { route } from '../../platform/http/context.ts';
import type { RouteTable } from '../../platform/http/register.ts';
import {
  getCompany,
  getCompanyDetails,
  getCompanyDetailsUs,
  updateCompany,
  updateCompanyDetails,
  updateCompanyDetailsUs,
} from './company.service.ts';

export const companyRoutes: RouteTable['routes'] = [
  route(companyApi.getCompany, ({ deps, access, query, lang }) => getCompany(deps, access, query.lang ?? lang)),
  route(companyApi.updateCompany, ({ deps, access, session, body, lang }) =>
    updateCompany(deps, access, session.user.id, body.linkedinId, lang),
  ),
  route(companyApi.getCompanyDetails, ({ deps, access }) => getCompanyDetails(deps, access)),
  route(companyApi.updateCompanyDetails, ({ deps, access, session, body }) => updateCompanyDetails(deps, access, session.user.id, body)),
  route(companyApi.getCompanyDetailsUs, ({ deps, access }) => getCompanyDetailsUs(deps, access)),
  route(companyApi.updateCompanyDetailsUs, ({ deps, access, session, body }) =>
    updateCompanyDetailsUs(deps, access, session.user.id, body),
  ),
];

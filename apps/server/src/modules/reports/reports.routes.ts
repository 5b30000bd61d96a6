import { reportsApi } from '@trilha/contract';
import { route } from '../../platform/http/context.ts';
import { replicaRoute } from '../../platform/http/replica-route.ts';
import { hiringReport, hiringReportCsv } from './hiring.service.ts';
import { careerHistory, companyReport, companyReportCsv } from './reports.service.ts';

export const reportsRoutes = [
  route(reportsApi.getCareer, ({ deps, session, query }) => careerHistory(deps, session.user.id, query)),
  replicaRoute(reportsApi.getCompanyReport, ({ deps, access, query }) => companyReport(deps, access, query)),
  replicaRoute(reportsApi.exportCompanyReport, async ({ deps, access, query, reply }) => {
    const { fileName, csv } = await companyReportCsv(deps, access, query);
    reply.header('content-disposition', `attachment; filename="${fileName}"`).type('text/csv; charset=utf-8').send(csv);
    return undefined;
  }),
  replicaRoute(reportsApi.getHiringReport, ({ deps, access, query }) => hiringReport(deps, access, query)),
  replicaRoute(reportsApi.exportHiringReport, async ({ deps, access, query, reply }) => {
    const { fileName, csv } = await hiringReportCsv(deps, access, query);
    reply.header('content-disposition', `attachment; filename="${fileName}"`).type('text/csv; charset=utf-8').send(csv);
    return undefined;
  }),
];

import { reportsApi } from '@trilha/contract';
import { route } from '../../platform/http/context.ts';
import { careerHistory, companyReport, reportCsv } from './reports.service.ts';

export const reportsRoutes = [
  route(reportsApi.getCareer, ({ deps, session, query }) => careerHistory(deps, session.user.id, query)),
  route(reportsApi.getCompanyReport, ({ deps, access, query }) => companyReport(deps, access, query)),
  route(reportsApi.exportCompanyReport, async ({ deps, access, query, reply }) => {
    const report = await companyReport(deps, access, query);
    const name = `relatorio-${access.workspace.subdomain ?? 'empresa'}-${report.period.from}-${report.period.to}.csv`;
    reply.header('content-disposition', `attachment; filename="${name}"`).type('text/csv; charset=utf-8').send(reportCsv(report));
    return undefined;
  }),
];

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ReportQuery, reportsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { reportKeys } from './keys.ts';

/** GET /v1/-/reports: the company's pipeline over a period (the company of the current path). */
export const companyReportQuery = (company: string, query: ReportQuery) =>
  queryOptions({
    queryKey: reportKeys.company(company, query),
    queryFn: () => api(reportsApi.getCompanyReport, { query, company }),
    placeholderData: keepPreviousData,
  });

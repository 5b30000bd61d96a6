import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ReportQuery, reportsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { reportKeys } from './keys.ts';

/** GET /v1/-/reports/hiring: the funnel, times, sources and steps of a period, for one position or all. */
export const hiringReportQuery = (company: string, query: ReportQuery) =>
  queryOptions({
    queryKey: reportKeys.hiring(company, query),
    queryFn: () => api(reportsApi.getHiringReport, { query, company }),
    placeholderData: keepPreviousData,
  });

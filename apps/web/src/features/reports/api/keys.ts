import type { PeriodQuery, ReportQuery } from '@trilha/contract';

/** Query keys of the career and reports screens; a report belongs to the company in the path. */
export const reportKeys = {
  all: ['reports'] as const,
  career: (period: PeriodQuery) => ['reports', 'career', period] as const,
  company: (company: string, query: ReportQuery) => ['reports', 'company', company, query] as const,
  hiring: (company: string, query: ReportQuery) => ['reports', 'hiring', company, query] as const,
};

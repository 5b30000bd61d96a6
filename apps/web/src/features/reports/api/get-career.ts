import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type PeriodQuery, reportsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { reportKeys } from './keys.ts';

/** GET /v1/career: the caller's history of applications and learning over a period. */
export const careerQuery = (period: PeriodQuery) =>
  queryOptions({
    queryKey: reportKeys.career(period),
    queryFn: () => api(reportsApi.getCareer, { query: period }),
    placeholderData: keepPreviousData,
  });

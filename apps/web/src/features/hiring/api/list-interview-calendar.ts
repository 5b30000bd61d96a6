import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { hiringApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { pipelineKeys } from './keys.ts';

/** GET /v1/-/interviews: the company's interviews and offered times in [from, to). */
export const interviewCalendarQuery = (company: string, from: string, to: string) =>
  queryOptions({
    queryKey: [...pipelineKeys.all, 'calendar', company, from, to] as const,
    queryFn: () => api(hiringApi.listInterviewCalendar, { company, query: { from, to } }),
    placeholderData: keepPreviousData,
  });

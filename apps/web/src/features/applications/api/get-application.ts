import { queryOptions } from '@tanstack/react-query';
import { applicationsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { applicationKeys } from './keys.ts';

/** GET /v1/matches/:id: one of the caller's applications with its steps, answers and history. */
export const applicationQuery = (id: string) =>
  queryOptions({ queryKey: applicationKeys.one(id), queryFn: () => api(applicationsApi.getApplication, { params: { id } }) });

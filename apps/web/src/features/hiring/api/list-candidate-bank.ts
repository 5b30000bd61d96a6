import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { applicationsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { pipelineKeys } from './keys.ts';

/** The candidate bank's page size. */
export const BANK_PAGE = 20;

/** GET /v1/-/candidates: the company's candidate bank, by name or e-mail. */
export const candidateBankQuery = (text: string, page: number) =>
  queryOptions({
    queryKey: pipelineKeys.bank(text, page),
    queryFn: () => api(applicationsApi.listCandidateBank, { query: { text, page, limit: BANK_PAGE } }),
    placeholderData: keepPreviousData,
  });

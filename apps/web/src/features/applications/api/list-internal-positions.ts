import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { positionsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { applicationKeys } from './keys.ts';

export const INTERNAL_POSITIONS_PAGE_SIZE = 6;

/** GET /v1/-/internal-positions: the company's open internal mobility positions (the company header names it). */
export const internalPositionsQuery = (workspaceId: string, lang: string, page: number) =>
  queryOptions({
    queryKey: applicationKeys.internalPositions(workspaceId, lang, page),
    queryFn: () => api(positionsApi.listInternalPositions, { query: { lang, page, length: INTERNAL_POSITIONS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { positionsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { recordKeys } from './keys.ts';

export const LINKED_POSITIONS_PAGE_SIZE = 10;
/** The tabs of a department's linked positions: active, archived, draft. */
export const LINKED_POSITION_TABS = ['active', 'archived', 'draft'] as const;
export type LinkedPositionTab = (typeof LINKED_POSITION_TABS)[number];

/** GET /v1/-/positions?department: one page of a department's positions with one status. */
export const linkedPositionsQuery = (workspaceId: string, departmentId: string, filters: { status: LinkedPositionTab; page: number }) =>
  queryOptions({
    queryKey: recordKeys.departmentPositions(workspaceId, departmentId, filters),
    queryFn: () =>
      api(positionsApi.listCompanyPositions, {
        query: { department: departmentId, status: filters.status, page: filters.page, limit: LINKED_POSITIONS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });

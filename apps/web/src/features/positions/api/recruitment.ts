import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { companyRecordsApi, type PositionForm, positionsApi, workspacesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import type { WorklistFilters } from '../recruitment/worklist-filters.ts';
import { jobKeys } from './queries.ts';

export const RECRUITER_PAGE = 20;

/** GET /v1/-/positions: the recruiters' worklist, one status tab found and filtered as the address says. */
export const companyPositionsQuery = ({ department, city, recruiter, ...filters }: WorklistFilters) =>
  queryOptions({
    queryKey: jobKeys.company({ department, city, recruiter, ...filters }),
    queryFn: () =>
      api(positionsApi.listCompanyPositions, {
        query: {
          ...filters,
          ...(department && { department }),
          ...(city && { city }),
          ...(recruiter && { recruiter }),
          limit: RECRUITER_PAGE,
        },
      }),
    placeholderData: keepPreviousData,
  });

/** GET /v1/-/positions/:id: a position as its recruiters edit it, with what the caller may do to it. */
export const companyPositionQuery = (id: string) =>
  queryOptions({ queryKey: jobKeys.companyPosition(id), queryFn: () => api(positionsApi.getCompanyPosition, { params: { id } }) });

export const departmentsQuery = () =>
  queryOptions({ queryKey: jobKeys.departments, queryFn: () => api(companyRecordsApi.listDepartments, { query: { removed: false } }) });

/** GET /v1/-/approvalflow: the groups a published draft waits for. */
export const approvalFlowQuery = () =>
  queryOptions({ queryKey: jobKeys.approvalFlow, queryFn: () => api(positionsApi.getApprovalFlow), staleTime: 60_000 });

/** The company's members who may be linked to a position (the first hundred, by name). */
export const linkableMembersQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: ['positions', 'members', workspaceId],
    queryFn: () => api(workspacesApi.listMembers, { params: { id: workspaceId }, query: { page: 1, limit: 100 } }),
    staleTime: 60_000,
  });

/** POST (new) or PUT (edit) a position; an edit of a published position keeps its status. */
export function useSavePosition(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: PositionForm) =>
      id ? api(positionsApi.updatePosition, { params: { id }, body: form }) : api(positionsApi.createPosition, { body: form }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

export type PositionAction =
  | { kind: 'publish' }
  | { kind: 'approval'; decision: 'approve' | 'reject'; note: string | null }
  | { kind: 'status'; status: 'active' | 'paused' | 'archived' };

/** Publish (through the approval flow), decide an approval, or move a published position. */
export function usePositionAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: PositionAction }) =>
      action.kind === 'publish'
        ? api(positionsApi.publishPosition, { params: { id } })
        : action.kind === 'approval'
          ? api(positionsApi.decideApproval, { params: { id }, body: { decision: action.decision, note: action.note } })
          : api(positionsApi.changePositionStatus, { params: { id }, body: { status: action.status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

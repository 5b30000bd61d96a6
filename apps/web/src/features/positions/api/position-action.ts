import { useMutation, useQueryClient } from '@tanstack/react-query';
import { positionsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { jobKeys } from './keys.ts';

export type PositionAction =
  | { kind: 'publish' }
  | { kind: 'approval'; decision: 'approve' | 'reject'; note: string | null }
  | { kind: 'status'; status: 'active' | 'paused' | 'archived' };

/**
 * POST /v1/-/positions/:id/publish, /approval or /status: publish (through the approval flow), decide an approval, or
 * move a published position.
 */
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

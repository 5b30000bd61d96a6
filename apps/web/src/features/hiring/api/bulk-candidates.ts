import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BulkCandidatesBody, hiringApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { pipelineKeys } from './keys.ts';

/** POST /v1/-/positions/:id/candidates/bulk: moves or declines the selected candidates, all or none. */
export function useBulkCandidates(positionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkCandidatesBody) => api(hiringApi.bulkCandidates, { params: { id: positionId }, body }),
    // stages, counts and histories change
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { positionsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { jobKeys } from './keys.ts';

/** PUT or DELETE /v1/favorite/:id: saves a position as a favourite (optionally "apply when ready") or takes it out. */
export function useFavoritePosition(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { saved: boolean; notifyWhenReady?: boolean }) =>
      change.saved
        ? api(positionsApi.favoritePositionEndpoint, { params: { id }, body: { notifyWhenReady: change.notifyWhenReady } })
        : api(positionsApi.unfavoritePosition, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

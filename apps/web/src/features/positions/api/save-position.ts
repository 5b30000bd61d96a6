import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PositionForm, positionsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { jobKeys } from './keys.ts';

/** POST /v1/-/positions (new) or PUT /v1/-/positions/:id (edit); an edit of a published position keeps its status. */
export function useSavePosition(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: PositionForm) =>
      id ? api(positionsApi.updatePosition, { params: { id }, body: form }) : api(positionsApi.createPosition, { body: form }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

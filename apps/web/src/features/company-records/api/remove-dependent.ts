import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyRecordsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { recordKeys } from './keys.ts';

/** DELETE /v1/-/dependents/:id: deletes a dependent. */
export function useRemoveDependent(workspaceId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(companyRecordsApi.removeDependent, { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: recordKeys.dependent(workspaceId, id) });
      return queryClient.invalidateQueries({ queryKey: recordKeys.dependents(workspaceId) });
    },
  });
}

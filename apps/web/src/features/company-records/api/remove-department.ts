import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyRecordsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { recordKeys } from './keys.ts';

/**
 * DELETE /v1/-/departments/:id: removes a department (it may be reactivated). The department's screen moves to its
 * removed path once the refresh arrives, so `onDone` (the screen's toast) runs before it.
 */
export function useRemoveDepartment(workspaceId: string, id: string, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(companyRecordsApi.removeDepartment, { params: { id } }),
    onSuccess: () => {
      onDone();
      return queryClient.invalidateQueries({ queryKey: recordKeys.departments(workspaceId) });
    },
  });
}

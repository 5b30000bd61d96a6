import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyRecordsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { recordKeys } from './keys.ts';

/**
 * PUT /v1/-/departments/:id: reactivates a removed department. The department's screen moves to its active path once
 * the refresh arrives, so `onDone` (the screen's toast) runs before it.
 */
export function useReactivateDepartment(workspaceId: string, id: string, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(companyRecordsApi.reactivateDepartment, { params: { id } }),
    onSuccess: () => {
      onDone();
      return queryClient.invalidateQueries({ queryKey: recordKeys.departments(workspaceId) });
    },
  });
}

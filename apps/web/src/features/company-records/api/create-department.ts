import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyRecordsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { recordKeys } from './keys.ts';

/** POST /v1/-/departments: creates a department ('department exists' when the name is in use). */
export function useCreateDepartment(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api(companyRecordsApi.createDepartment, { body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys.departments(workspaceId) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyRecordsApi, type DependentDataInput } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { recordKeys } from './keys.ts';

/** PUT /v1/-/dependents/:id: replaces a dependent's data. */
export function useUpdateDependent(workspaceId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: DependentDataInput) => api(companyRecordsApi.updateDependent, { params: { id }, body: { data } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys.dependents(workspaceId) }),
  });
}

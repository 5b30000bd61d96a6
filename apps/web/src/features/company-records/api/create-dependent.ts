import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyRecordsApi, type DependentDataInput } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { recordKeys } from './keys.ts';

/** POST /v1/-/dependents: adds a dependent ('dependent exists' when already registered). */
export function useCreateDependent(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: DependentDataInput) => api(companyRecordsApi.createDependent, { body: { data } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys.dependents(workspaceId) }),
  });
}

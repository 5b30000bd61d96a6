import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyUsersApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { companyUserKeys } from './keys.ts';

/** POST /v1/-/company/users/:id: gives a removed user their access back with the type they had. */
export function useReactivateCompanyUser(workspaceId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(companyUsersApi.reactivateCompanyUser, { params: { id: userId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyUserKeys.users(workspaceId) }),
  });
}

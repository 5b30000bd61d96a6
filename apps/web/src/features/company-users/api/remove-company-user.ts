import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyUsersApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { companyUserKeys } from './keys.ts';

/** DELETE /v1/-/company/users/:id: takes a user out of the company at once (reactivatable). */
export function useRemoveCompanyUser(workspaceId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(companyUsersApi.removeCompanyUser, { params: { id: userId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyUserKeys.users(workspaceId) }),
  });
}

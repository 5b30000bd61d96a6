import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyUsersApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { companyUserKeys } from './keys.ts';

/** DELETE /v1/-/company/users/invites: cancels the pending invite of an address. */
export function useCancelCompanyUserInvite(workspaceId: string, email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(companyUsersApi.cancelCompanyUserInvite, { body: { email } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyUserKeys.invites(workspaceId) }),
  });
}

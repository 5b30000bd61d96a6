import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyUsersApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { companyUserKeys } from './keys.ts';

/** PUT /v1/-/company/users/invites: e-mails the open invite of an address again (once per 24 hours). */
export function useResendCompanyUserInvite(workspaceId: string, email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(companyUsersApi.resendCompanyUserInvite, { body: { email } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyUserKeys.invites(workspaceId) }),
  });
}

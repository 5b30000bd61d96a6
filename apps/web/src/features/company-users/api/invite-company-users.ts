import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyUsersApi, type InviteRole } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { companyUserKeys } from './keys.ts';

/** POST /v1/-/company/users: invites each e-mail (deduplicated, lower-cased) with one type. */
export function useInviteCompanyUsers(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ emails, type }: { emails: string[]; type: InviteRole }) =>
      api(companyUsersApi.inviteCompanyUsers, { body: { emails: [...new Set(emails.map((e) => e.toLowerCase()))], type } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyUserKeys.invites(workspaceId) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyUsersApi, type InviteRole, type RecruitmentRole } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { companyUserKeys } from './keys.ts';

/** PUT /v1/-/company/users/:id: gives a user another type or recruitment role; the server signs that user out at once. */
export function useChangeCompanyUserType(workspaceId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { type: InviteRole; recruitmentRole: RecruitmentRole | null }) =>
      api(companyUsersApi.changeCompanyUserType, { params: { id: userId }, body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyUserKeys.users(workspaceId) }),
  });
}

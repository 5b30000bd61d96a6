import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { companyKeys } from './keys.ts';

/** PUT /v1/-/company: sets or (empty) clears the LinkedIn company id. */
export function useUpdateCompany(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkedinId: string) => api(companyApi.updateCompany, { body: { linkedinId } }),
    onSuccess: (company) => queryClient.setQueryData(companyKeys.company(workspaceId), company),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CompanyDetailsUsForm, companyApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { companyKeys } from './keys.ts';

/** PUT /v1/-/company/details_us: saves the US company data form. */
export function useUpdateCompanyDetailsUs(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: CompanyDetailsUsForm) => api(companyApi.updateCompanyDetailsUs, { body: details }),
    onSuccess: (saved) => {
      queryClient.setQueryData(companyKeys.detailsUs(workspaceId), saved);
      return queryClient.invalidateQueries({ queryKey: companyKeys.company(workspaceId) });
    },
  });
}

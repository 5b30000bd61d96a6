import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CompanyDetailsForm, companyApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { companyKeys } from './keys.ts';

/** PUT /v1/-/company/details: saves the Brazilian company data form. */
export function useUpdateCompanyDetails(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: CompanyDetailsForm) => api(companyApi.updateCompanyDetails, { body: details }),
    onSuccess: (saved) => {
      queryClient.setQueryData(companyKeys.details(workspaceId), saved);
      return queryClient.invalidateQueries({ queryKey: companyKeys.company(workspaceId) });
    },
  });
}

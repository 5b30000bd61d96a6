import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workspacesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { refreshSession } from '../../../lib/session/session.ts';
import { companyKeys } from './keys.ts';

/** PUT /v1/-/company/support: whether support staff may enter this company's admin center. */
export function useSetCompanySupport(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mode: boolean) => api(workspacesApi.setCompanySupport, { body: { mode } }),
    // the session's workspaces carry allowSupport too
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: companyKeys.company(workspaceId) }), refreshSession()]),
  });
}

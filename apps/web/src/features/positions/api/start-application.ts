import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationsApi, type StartApplicationBody, type WorkspaceSummary } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { homeOf } from '../../../lib/workspace/workspace-paths.ts';

/** The application page in the workspace kind the position was opened in (/my, /c/:companyDomain, /p/:companyDomain). */
export const applicationPathOf = (workspace: Pick<WorkspaceSummary, 'type' | 'subdomain' | 'id'>, id: string) =>
  `${homeOf(workspace)}/application/${id}`;

/**
 * POST /v1/matches: the interested step; answers the live application when the person already has one. `source`
 * is where the person came from (the page's ?origem=), absent when the page names none.
 */
export function useStartApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartApplicationBody) => api(applicationsApi.startApplication, { body }),
    // the applications tabs list it now
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['applications'] }),
  });
}

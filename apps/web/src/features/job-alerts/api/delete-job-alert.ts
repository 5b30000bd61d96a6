import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobAlertsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { jobAlertKeys } from './keys.ts';

/** DELETE /v1/myself/job-alerts/:id. */
export function useDeleteJobAlert(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(jobAlertsApi.deleteJobAlert, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobAlertKeys.mine }),
  });
}

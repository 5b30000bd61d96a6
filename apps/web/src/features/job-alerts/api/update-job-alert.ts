import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type JobAlertBody, jobAlertsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { jobAlertKeys } from './keys.ts';

/** PUT /v1/myself/job-alerts/:id: an alert's text, filters or frequency. */
export function useUpdateJobAlert(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JobAlertBody) => api(jobAlertsApi.updateJobAlert, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobAlertKeys.mine }),
  });
}

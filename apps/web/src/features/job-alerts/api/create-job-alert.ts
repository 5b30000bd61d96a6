import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type JobAlertBody, jobAlertsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { jobAlertKeys } from './keys.ts';

/** POST /v1/myself/job-alerts: a search kept as an alert. */
export function useCreateJobAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JobAlertBody) => api(jobAlertsApi.createJobAlert, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobAlertKeys.mine }),
  });
}

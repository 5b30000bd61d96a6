import { useMutation } from '@tanstack/react-query';
import { applicationsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';

/** POST /v1/matches/:id/feedback: why the caller deleted the application (once, optional). */
export function useSendApplicationFeedback(id: string) {
  return useMutation({
    mutationFn: (feedback: string) => api(applicationsApi.sendApplicationFeedback, { params: { id }, body: { feedback } }),
  });
}

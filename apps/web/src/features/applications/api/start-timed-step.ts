import { useMutation } from '@tanstack/react-query';
import { type ApplicationStep, applicationsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';

/**
 * POST /v1/matches/:id/steps/:step/start: the timed step's clock starts on the server, which refuses an answer that
 * comes past its limit; starting again answers the clock already running (its seconds left).
 */
export function useStartTimedStep(id: string) {
  return useMutation({
    mutationFn: (step: ApplicationStep) => api(applicationsApi.startTimedStep, { params: { id, step } }),
  });
}

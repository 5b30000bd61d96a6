import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CommunicationSettings, communicationApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';

const key = ['communication'] as const;

/** GET /v1/myself/communication: the e-mail summary schedule and when the next one is due. */
export const communicationQuery = () => queryOptions({ queryKey: key, queryFn: () => api(communicationApi.getCommunication) });

/** PUT /v1/myself/communication. */
export function useSaveCommunication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: CommunicationSettings) => api(communicationApi.saveCommunication, { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CommunicationSettings, communicationApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { communicationKeys } from './keys.ts';

/** PUT /v1/myself/communication. */
export function useSaveCommunication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: CommunicationSettings) => api(communicationApi.saveCommunication, { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(communicationKeys.settings, saved),
  });
}

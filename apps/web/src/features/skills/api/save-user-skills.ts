import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EndpointBody, skillsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { skillKeys } from './keys.ts';

/** POST /v1/skills/user: replaces the user's skills; entries flagged deleted are left out. */
export function useSaveUserSkills() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof skillsApi.saveUserSkills>) => api(skillsApi.saveUserSkills, { body }),
    onSuccess: (saved) => queryClient.setQueryData(skillKeys.mine(), saved),
  });
}

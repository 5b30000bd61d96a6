import { useMutation, useQueryClient } from '@tanstack/react-query';
import { skillsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { skillKeys } from './keys.ts';

/** POST /v1/skills: adds a skill to the catalogue (trimmed; a title already there is refused). */
export function useCreateSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => api(skillsApi.createSkill, { body: { title } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: skillKeys.catalogue() }),
  });
}

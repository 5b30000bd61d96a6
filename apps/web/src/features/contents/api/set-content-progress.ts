import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentsApi, type Interaction } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { contentKeys } from './keys.ts';

/**
 * The progress buttons: POST /v1/contents/:id/toogle-in-progress or /v1/myself/contents/:id/toogle-conclusion (toggles),
 * or POST /v1/contents/:id/interaction (a given interaction).
 */
export function useContentProgress(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'in-progress' | 'conclusion' | Interaction) => {
      if (action === 'in-progress') return api(contentsApi.toggleContentInProgress, { params: { id } });
      if (action === 'conclusion') return api(contentsApi.toggleContentConclusion, { params: { id } });
      return api(contentsApi.setContentInteraction, { params: { id }, body: { interaction: action } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

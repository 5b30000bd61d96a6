import { useMutation, useQueryClient } from '@tanstack/react-query';
import { learningApi, type RuntimeCommit } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { contentKeys } from '../../contents/public.ts';

/** PUT /v1/contents/:id/runtime: a commit of the package's runtime; the content's progress follows. */
export function useSaveRuntime(contentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commit: RuntimeCommit) => api(learningApi.saveRuntime, { params: { id: contentId }, body: commit }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { learningApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { contentKeys } from './keys.ts';

/** POST /v1/contents/:id/package: a SCORM package (multipart `file`) in place of the content's former one. */
export function useAttachPackage(contentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api(learningApi.attachPackage, { params: { id: contentId }, form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

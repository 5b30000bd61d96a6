import { useMutation } from '@tanstack/react-query';
import { applicationsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';

/** POST /v1/matches/:id/files?kind=: the resume (PDF) or the video answer (recorded or chosen); the step's PUT then names it. */
export function useUploadApplicationFile(id: string) {
  return useMutation({
    mutationFn: ({ kind, file }: { kind: 'resume' | 'video'; file: Blob; name?: string }) => {
      const form = new FormData();
      form.append('file', file, file instanceof File ? file.name : `video.${file.type.includes('mp4') ? 'mp4' : 'webm'}`);
      return api(applicationsApi.uploadApplicationFile, { params: { id }, query: { kind }, form });
    },
  });
}

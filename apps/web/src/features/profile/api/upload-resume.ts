import { useMutation } from '@tanstack/react-query';
import { resumeApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';

/** POST /v1/resume/upload: starts an import; the analysis goes on in the background. */
export const useUploadResume = () =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api(resumeApi.uploadResume, { form });
    },
  });

import { queryOptions, useMutation } from '@tanstack/react-query';
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

/** GET /v1/resume/profile/:id, asked again every second while the analysis runs. */
export const resumeImportQuery = (id: string) =>
  queryOptions({
    queryKey: ['resume-import', id],
    queryFn: () => api(resumeApi.getResumeImport, { params: { id } }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'done' || status === 'failed' || status === 'timeout' ? false : 1_000;
    },
  });

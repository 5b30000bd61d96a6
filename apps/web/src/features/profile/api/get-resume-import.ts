import { queryOptions } from '@tanstack/react-query';
import { resumeApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { profileKeys } from './keys.ts';

/** GET /v1/resume/profile/:id, asked again every second while the analysis runs. */
export const resumeImportQuery = (id: string) =>
  queryOptions({
    queryKey: profileKeys.resumeImport(id),
    queryFn: () => api(resumeApi.getResumeImport, { params: { id } }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'done' || status === 'failed' || status === 'timeout' ? false : 1_000;
    },
  });

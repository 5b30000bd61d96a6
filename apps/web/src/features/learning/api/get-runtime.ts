import { queryOptions } from '@tanstack/react-query';
import { learningApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { learningKeys } from './keys.ts';

/** GET /v1/contents/:id/runtime: read once per opening, so the player starts from the last commit. */
export const runtimeQuery = (contentId: string) =>
  queryOptions({
    queryKey: learningKeys.runtime(contentId),
    queryFn: () => api(learningApi.getRuntime, { params: { id: contentId } }),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

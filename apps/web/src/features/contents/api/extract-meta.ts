import { useMutation } from '@tanstack/react-query';
import { contentsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';

/** GET /v1/extract-meta: a read, but started by the person pasting a link. */
export const useExtractMeta = () => useMutation({ mutationFn: (url: string) => api(contentsApi.extractMeta, { query: { url } }) });

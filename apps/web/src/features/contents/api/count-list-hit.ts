import { useMutation } from '@tanstack/react-query';
import { contentsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';

/** PATCH /v1/lists/:id/hits: counts a view of a pathway, once per viewer per day. */
export const useCountListHit = () => useMutation({ mutationFn: (id: string) => api(contentsApi.countListHit, { params: { id } }) });

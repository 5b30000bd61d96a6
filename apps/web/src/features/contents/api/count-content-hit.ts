import { useMutation } from '@tanstack/react-query';
import { contentsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';

/** PATCH /v1/contents/:id/hits: counts a view of a content once per viewer per day. */
export const useCountContentHit = () => useMutation({ mutationFn: (id: string) => api(contentsApi.countContentHit, { params: { id } }) });

import { queryOptions } from '@tanstack/react-query';
import { applicationInvitesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { applicationInviteKeys } from './keys.ts';

/** GET /v1/-/positions/:id/invites: a position's invites to apply with their status. */
export const positionInvitesQuery = (positionId: string) =>
  queryOptions({
    queryKey: applicationInviteKeys.position(positionId),
    queryFn: () => api(applicationInvitesApi.listPositionInvites, { params: { id: positionId }, query: {} }),
  });

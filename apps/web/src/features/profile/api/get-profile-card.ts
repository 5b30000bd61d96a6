import { queryOptions } from '@tanstack/react-query';
import { profileApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { profileKeys } from './keys.ts';

/** GET /v1/users/:userId/profile-card: the public card as others see it. */
export const profileCardQuery = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.card(userId),
    queryFn: () => api(profileApi.getProfileCard, { params: { userId } }),
  });

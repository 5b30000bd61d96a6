import { queryOptions } from '@tanstack/react-query';
import { profileApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { profileKeys } from './keys.ts';

/** GET /v1/profile: the signed-in user's profile form (the profile screen and the first-access wizard read it). */
export const profileQuery = () =>
  queryOptions({
    queryKey: profileKeys.mine(),
    queryFn: () => api(profileApi.getProfile),
  });

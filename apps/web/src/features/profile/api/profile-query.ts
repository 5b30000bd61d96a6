import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ProfileForm, profileApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { refreshSession } from '../../../lib/session/session.ts';

/** The query keys of the profile: the form (GET /v1/profile) and the public cards. */
export const profileKeys = {
  mine: () => ['profile'] as const,
  card: (userId: string) => ['profile-card', userId] as const,
};

/** GET /v1/profile: the signed-in user's profile form (the profile screen and the first-access wizard read it). */
export const profileQuery = () =>
  queryOptions({
    queryKey: profileKeys.mine(),
    queryFn: () => api(profileApi.getProfile),
  });

/**
 * PUT /v1/profile: replaces the whole form (read it, change it, send it back). The session is refreshed, since it
 * carries the name, the phone and the region the locale follows.
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: ProfileForm) => api(profileApi.saveProfile, { body: form }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(profileKeys.mine(), saved);
      await queryClient.invalidateQueries({ queryKey: ['profile-card'] });
      await refreshSession();
    },
  });
}

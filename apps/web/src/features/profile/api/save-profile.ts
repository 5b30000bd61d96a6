import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ProfileForm, profileApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { refreshSession } from '../../../lib/session/session.ts';
import { profileKeys } from './keys.ts';

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

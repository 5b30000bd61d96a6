import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ProfileDetails, profileApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { refreshSession } from '../../../lib/session/session.ts';
import { profileKeys } from './keys.ts';

/** DELETE /v1/store/images/users/avatar. */
export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(profileApi.removeAvatar),
    onSuccess: async () => {
      queryClient.setQueryData<ProfileDetails>(profileKeys.mine(), (current) => current && { ...current, avatar: null });
      await refreshSession();
    },
  });
}

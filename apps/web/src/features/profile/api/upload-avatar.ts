import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ProfileDetails, profileApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { refreshSession } from '../../../lib/session/session.ts';
import { profileKeys } from './keys.ts';

/** POST /v1/store/images/users/avatar: the new photo's thumbnails replace the old ones in the cached profile. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api(profileApi.uploadAvatar, { form });
    },
    onSuccess: async ({ avatar }) => {
      queryClient.setQueryData<ProfileDetails>(profileKeys.mine(), (current) => current && { ...current, avatar });
      // the header's avatar comes with the session
      await refreshSession();
    },
  });
}

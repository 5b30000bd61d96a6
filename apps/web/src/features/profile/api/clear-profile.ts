import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { profileKeys } from './keys.ts';

/** DELETE /v1/profile: the profile data and photo are erased; the screen shows the emptied form. */
export function useClearProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(profileApi.clearProfile),
    onSuccess: (cleared) => queryClient.setQueryData(profileKeys.mine(), cleared),
  });
}

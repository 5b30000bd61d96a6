import { queryOptions } from '@tanstack/react-query';
import { workspacesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { workspaceKeys } from './keys.ts';

/** The invite page's data (the token is the invite id of the e-mail link). */
export const inviteQuery = (token: string) =>
  queryOptions({
    queryKey: workspaceKeys.invite(token),
    queryFn: () => api(workspacesApi.getInvite, { params: { token } }),
    retry: false,
  });

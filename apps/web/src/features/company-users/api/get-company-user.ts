import { queryOptions } from '@tanstack/react-query';
import { companyUsersApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { companyUserKeys } from './keys.ts';

/** GET /v1/-/company/users/:id: a user's profile in the company, active or removed. */
export const companyUserQuery = (workspaceId: string, userId: string) =>
  queryOptions({
    queryKey: companyUserKeys.user(workspaceId, userId),
    queryFn: () => api(companyUsersApi.getCompanyUser, { params: { id: userId } }),
  });

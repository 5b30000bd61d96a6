import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { companyUsersApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { companyUserKeys } from './keys.ts';

export const INVITES_PAGE_SIZE = 10;

/** GET /v1/-/company/users/invites: one page of the company's pending invites, newest first. */
export const companyUserInvitesQuery = (workspaceId: string, page: number) =>
  queryOptions({
    queryKey: companyUserKeys.invitesPage(workspaceId, { page }),
    queryFn: () => api(companyUsersApi.listCompanyUserInvites, { query: { page, limit: INVITES_PAGE_SIZE, filter: 'pending' } }),
    placeholderData: keepPreviousData,
  });

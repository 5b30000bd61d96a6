import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type CompanyUserTab, companyUsersApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { companyUserKeys } from './keys.ts';

export const USERS_PAGE_SIZE = 10;

/** GET /v1/-/company/users: one page of the company's active or removed users, searchable. */
export const companyUsersQuery = (workspaceId: string, filters: { tab: CompanyUserTab; page: number; search: string }) =>
  queryOptions({
    queryKey: companyUserKeys.usersPage(workspaceId, filters),
    queryFn: () =>
      api(companyUsersApi.listCompanyUsers, {
        query: { tab: filters.tab, page: filters.page, limit: USERS_PAGE_SIZE, search: filters.search || undefined },
      }),
    placeholderData: keepPreviousData,
  });

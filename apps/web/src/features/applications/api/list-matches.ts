import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ApplicationTab, applicationsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { applicationKeys } from './keys.ts';

export const APPLICATIONS_PAGE_SIZE = 10;

export interface MatchesFilter {
  tab: ApplicationTab;
  page: number;
  /** a portal's id: only the applications made through it */
  aggregator?: string;
  /** a company's id: only the applications to its positions (internal mobility) */
  company?: string;
}

/** GET /v1/matches (under analysis, unfinished) and GET /v1/oldmatches (closed): one page of the caller's applications. */
export const matchesQuery = (filter: MatchesFilter) =>
  queryOptions({
    queryKey: applicationKeys.list(filter),
    queryFn: () => {
      const query = { aggregator: filter.aggregator, company: filter.company, page: filter.page, limit: APPLICATIONS_PAGE_SIZE };
      return filter.tab === 'closed'
        ? api(applicationsApi.listOldMatches, { query })
        : api(applicationsApi.listMatches, { query: { ...query, tab: filter.tab } });
    },
    placeholderData: keepPreviousData,
  });

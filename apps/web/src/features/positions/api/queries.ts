import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type JobSearchFilter, positionsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';

export const jobKeys = {
  all: ['positions'] as const,
  search: (filter: JobSearchFilter) => ['positions', 'search', filter] as const,
  position: (id: string, lang: string, aggregator?: string) => ['positions', 'position', id, lang, aggregator ?? ''] as const,
  related: (id: string, lang: string) => ['positions', 'related', id, lang] as const,
  match: (id: string, lang: string) => ['positions', 'match', id, lang] as const,
  favorites: ['positions', 'favorites'] as const,
  locations: (query: string) => ['positions', 'locations', query] as const,
  news: (lang: string) => ['positions', 'news', lang] as const,
  company: (filters: object) => ['positions', 'company', filters] as const,
  companyPosition: (id: string) => ['positions', 'company-position', id] as const,
  departments: ['positions', 'departments'] as const,
  approvalFlow: ['positions', 'approval-flow'] as const,
};

/** GET /v1/suggestions: a page of open positions by the job search filter. */
export const positionSearchQuery = (filter: JobSearchFilter) =>
  queryOptions({
    queryKey: jobKeys.search(filter),
    queryFn: () => api(positionsApi.searchPositions, { query: filter }),
    placeholderData: keepPreviousData,
  });

export const positionQuery = (id: string, lang: string, aggregator?: string) =>
  queryOptions({
    queryKey: jobKeys.position(id, lang, aggregator),
    queryFn: () => api(positionsApi.getPosition, { params: { id }, query: { lang, aggregator } }),
  });

export const relatedPositionsQuery = (id: string, lang: string) =>
  queryOptions({
    queryKey: jobKeys.related(id, lang),
    queryFn: () => api(positionsApi.relatedPositions, { params: { id }, query: { lang } }),
  });

export const matchQuery = (id: string, lang: string) =>
  queryOptions({
    queryKey: jobKeys.match(id, lang),
    queryFn: () => api(positionsApi.positionMatchOf, { params: { id }, query: { lang } }),
  });

export const locationsQuery = (query: string) =>
  queryOptions({
    queryKey: jobKeys.locations(query),
    queryFn: () => api(positionsApi.searchLocations, { query: { query, limit: 10 } }),
    enabled: query.trim().length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export const newsQuery = (lang: string) =>
  queryOptions({
    queryKey: jobKeys.news(lang),
    queryFn: () => api(positionsApi.listNews, { query: { lang, limit: 3 } }),
    staleTime: 10 * 60_000,
  });

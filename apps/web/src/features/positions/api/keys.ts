import type { JobSearchFilter } from '@trilha/contract';

/** The query keys of positions; a write invalidates `all` (searches, pages, favourites and the recruiters' lists). */
export const jobKeys = {
  all: ['positions'] as const,
  search: (filter: JobSearchFilter) => ['positions', 'search', filter] as const,
  position: (id: string, lang: string, aggregator?: string) => ['positions', 'position', id, lang, aggregator ?? ''] as const,
  related: (id: string, lang: string) => ['positions', 'related', id, lang] as const,
  match: (id: string, lang: string) => ['positions', 'match', id, lang] as const,
  favorites: ['positions', 'favorites'] as const,
  suggestions: (lang: string, aggregator?: string) => ['positions', 'suggestions', lang, aggregator ?? ''] as const,
  locations: (query: string) => ['positions', 'locations', query] as const,
  news: (lang: string) => ['positions', 'news', lang] as const,
  company: (filters: object) => ['positions', 'company', filters] as const,
  companyPosition: (id: string) => ['positions', 'company-position', id] as const,
  departments: ['positions', 'departments'] as const,
  approvalFlow: ['positions', 'approval-flow'] as const,
  members: (workspaceId: string) => ['positions', 'members', workspaceId] as const,
};

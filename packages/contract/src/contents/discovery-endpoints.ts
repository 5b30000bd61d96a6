import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import { searchPageOf } from '../search/search-page.ts';
import { searchText } from '../search/search-text.ts';
import { CONTENT_LANGUAGES, CONTENT_LEVELS, CONTENT_TYPES, DURATION_FILTERS, discoveryItem, MAX_FILTER_SKILLS } from './schemas.ts';

/** Categories the discovery searches; contents and pathways by default. */
export const DISCOVERY_CATEGORIES = ['content', 'list'] as const;
export const DISCOVERY_SORTS = ['relevance', 'recent', 'title', 'popular'] as const;

/** A query parameter that holds several values: repeated (?type=a&type=b) or comma-separated. */
const several = <T extends z.ZodType>(item: T, max: number, tooMany = 'too_many') =>
  z.preprocess(
    (value) => {
      const parts = (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((part) =>
        typeof part === 'string' ? part.split(',') : [part],
      );
      return parts.map((part) => (typeof part === 'string' ? part.trim() : part)).filter((part) => part !== '');
    },
    z.array(item).max(max, { error: tooMany }),
  );

/** The discovery search and its advanced filter. */
export const discoveryQuery = z.object({
  query: searchText,
  categories: several(z.enum(DISCOVERY_CATEGORIES), 2).default([...DISCOVERY_CATEGORIES]),
  /** legacy: one category or content type */
  filter: z.string().trim().max(50).optional(),
  types: several(z.enum(CONTENT_TYPES), CONTENT_TYPES.length).default([]),
  levels: several(z.enum(CONTENT_LEVELS), CONTENT_LEVELS.length).default([]),
  languages: several(z.enum(CONTENT_LANGUAGES), CONTENT_LANGUAGES.length).default([]),
  durations: several(z.enum(DURATION_FILTERS), DURATION_FILTERS.length).default([]),
  skills: several(z.string().min(1).max(64), MAX_FILTER_SKILLS, 'discovery.too_many_skills').default([]),
  workspaceId: z.string().min(1).max(200).optional(),
  sortBy: z.enum(DISCOVERY_SORTS).default('relevance'),
  order: z.enum(['DESC', 'ASC']).default('DESC'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});
export type DiscoveryQuery = z.input<typeof discoveryQuery>;

export const discover = defineEndpoint({
  method: 'GET',
  path: '/v1/discovery',
  summary:
    'Searches contents and pathways the caller may see (full text in pt-BR, en and es, ignoring accents and case, tolerating typos) with the advanced filter (at most 10 skills)',
  tag: 'discovery',
  access: 'session',
  scope: 'user',
  query: discoveryQuery,
  responses: { 200: searchPageOf(discoveryItem) },
});

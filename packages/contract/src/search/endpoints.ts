import { z } from 'zod';
import { discoveryItem } from '../contents/schemas.ts';
import { courseItem } from '../courses/schemas.ts';
import { defineEndpoint } from '../http/endpoint.ts';
import { positionItem } from '../positions/schemas.ts';
import { totalEstimated } from './search-page.ts';
import { searchText } from './search-text.ts';

export { SEARCH_EXACT_TOTAL_MAX } from './search-page.ts';

/** How many of each kind one search answers by default, and at most. */
export const SINGLE_SEARCH_LIMIT = 5;

export const singleSearchQuery = z.object({
  text: searchText,
  /** a portal (id or subdomain): its positions and those of its partners, its contents */
  aggregator: z.string().trim().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(20).default(SINGLE_SEARCH_LIMIT),
});
export type SingleSearchQuery = z.input<typeof singleSearchQuery>;

const found = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int().nonnegative(), totalEstimated });

export const singleSearchResult = z.object({
  text: z.string(),
  positions: found(positionItem),
  courses: found(courseItem),
  contents: found(discoveryItem),
});
export type SingleSearchResult = z.output<typeof singleSearchResult>;

export const runSingleSearch = defineEndpoint({
  method: 'GET',
  path: '/v1/single_search/run',
  summary:
    'One text searched at once over open positions (any salary), the course catalogue and the contents and pathways the caller may see: the first `limit` of each, with each total',
  tag: 'search',
  access: 'session',
  scope: 'user',
  query: singleSearchQuery,
  responses: { 200: singleSearchResult },
});

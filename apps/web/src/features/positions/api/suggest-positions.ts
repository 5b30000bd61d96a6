import { queryOptions } from '@tanstack/react-query';
import { positionsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { jobKeys } from './keys.ts';

/** GET /v1/myself/position-suggestions: the home's positions for the caller (in a portal, the portal's). */
export const positionSuggestionsQuery = (lang: string, aggregator?: string) =>
  queryOptions({
    queryKey: jobKeys.suggestions(lang, aggregator),
    queryFn: () => api(positionsApi.suggestPositions, { query: { lang, limit: 6, ...(aggregator && { aggregator }) } }),
  });

import { queryOptions } from '@tanstack/react-query';
import { positionsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { jobKeys } from './keys.ts';

/** GET /v1/-/cms/news: the three latest news of the job search. */
export const newsQuery = (lang: string) =>
  queryOptions({
    queryKey: jobKeys.news(lang),
    queryFn: () => api(positionsApi.listNews, { query: { lang, limit: 3 } }),
    staleTime: 10 * 60_000,
  });

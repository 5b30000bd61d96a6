import { searchApi } from '@trilha/contract';
import { searchRoute } from '../../platform/http/search-limits.ts';
import { singleSearch } from './search.service.ts';

export const searchRoutes = [
  searchRoute(searchApi.runSingleSearch, ({ deps, session, lang, query }) => singleSearch(deps, session, lang, query)),
];

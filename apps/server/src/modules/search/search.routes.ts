import { searchApi } from '@trilha/contract';
import { route } from '../../platform/http/context.ts';
import { singleSearch } from './search.service.ts';

export const searchRoutes = [
  route(searchApi.runSingleSearch, ({ deps, session, lang, query }) => singleSearch(deps, session, lang, query)),
];

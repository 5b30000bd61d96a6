import { lookupsApi } from '@trilha/contract';
import { route } from '../../platform/http/context.ts';
import {
  listCategories,
  listLanguages,
  listStates,
  lookupPostalCode,
  searchAcademicCourses,
  searchCities,
  searchCompanies,
  searchJobTitles,
  searchSchools,
} from './lookups.service.ts';

export const lookupsRoutes = [
  route(lookupsApi.listLanguages, ({ lang, query }) => listLanguages(lang, query.lang)),

  route(lookupsApi.searchSchools, ({ query }) => searchSchools(query)),

  route(lookupsApi.searchCompanies, ({ query }) => searchCompanies(query)),

  route(lookupsApi.searchJobTitles, ({ query }) => searchJobTitles(query)),

  route(lookupsApi.listStates, ({ query }) => listStates(query.country_code)),

  route(lookupsApi.searchCities, ({ query }) => searchCities(query)),

  route(lookupsApi.searchAcademicCourses, ({ lang, query }) => searchAcademicCourses(lang, query)),

  route(lookupsApi.listCategories, ({ lang, query }) => listCategories(lang, query.lang)),

  route(lookupsApi.lookupPostalCode, ({ deps, params }) => lookupPostalCode(deps, params.cep)),
];

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { lookupsApi } from '@trilha/contract';
import { api } from '../api/client.ts';

// Reference data changes with a deploy, not during a visit: cached for the session.
const REFERENCE = { staleTime: Number.POSITIVE_INFINITY, gcTime: 30 * 60_000 } as const;
// Searches: a few characters typed, the previous answer kept on screen while the next one loads.
const SEARCH = { staleTime: 5 * 60_000, placeholderData: keepPreviousData } as const;

/** GET /v1/categories: the 20 areas of interest, named in the screen's language. */
export const categoriesQuery = (lang: string) =>
  queryOptions({
    queryKey: ['lookups', 'categories', lang],
    queryFn: () => api(lookupsApi.listCategories, { query: { lang } }),
    ...REFERENCE,
  });

/** GET /v1/languages: every ISO 639-1 language named in the screen's language. */
export const languagesQuery = (lang: string) =>
  queryOptions({
    queryKey: ['lookups', 'languages', lang],
    queryFn: () => api(lookupsApi.listLanguages, { query: { lang } }),
    ...REFERENCE,
  });

/** GET /v1/states: the states of Brazil or the US. */
export const statesQuery = (country: 'br' | 'us') =>
  queryOptions({
    queryKey: ['lookups', 'states', country],
    queryFn: () => api(lookupsApi.listStates, { query: { country_code: country } }),
    ...REFERENCE,
  });

/** GET /v1/cities: cities of a state matching a text. */
export const citiesQuery = (country: 'br' | 'us', state: string, query: string) =>
  queryOptions({
    queryKey: ['lookups', 'cities', country, state, query],
    queryFn: () => api(lookupsApi.searchCities, { query: { country_code: country, state, query, appendState: 'false', limit: 20 } }),
    enabled: state.length > 0,
    ...SEARCH,
  });

type NameLookup =
  | typeof lookupsApi.searchCompanies
  | typeof lookupsApi.searchJobTitles
  | typeof lookupsApi.searchSchools
  | typeof lookupsApi.searchAcademicCourses;
const NAME_LOOKUPS = {
  companies: lookupsApi.searchCompanies,
  jobtitles: lookupsApi.searchJobTitles,
  schools: lookupsApi.searchSchools,
  courses: lookupsApi.searchAcademicCourses,
} as const;

/** GET /v1/companies, /v1/jobtitles, /v1/schools or /v1/courses: names to pick for a text (the forms accept free text too). */
export const namesQuery = (kind: keyof typeof NAME_LOOKUPS, query: string) =>
  queryOptions({
    queryKey: ['lookups', kind, query],
    queryFn: async () => {
      const endpoint: NameLookup = NAME_LOOKUPS[kind];
      const result = await api(endpoint, { query: { query, limit: 10 } });
      return result.items.map((item) => ('acronym' in item && item.acronym ? `${item.name} (${item.acronym})` : item.name));
    },
    enabled: query.trim().length >= 2,
    ...SEARCH,
  });

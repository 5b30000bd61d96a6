import {
  type AcademicCourseItem,
  type CategoryItem,
  type CityItem,
  type Language,
  type LanguageItem,
  type LookupCountry,
  type lookupsApi,
  type NamedItem,
  POSITION_CATEGORIES,
  type PostalAddress,
  resolveLanguage,
  type SchoolItem,
  type StateItem,
} from '@trilha/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps.ts';
import { fetchPostalAddress } from './postal-codes.ts';
import {
  type CityRow,
  cityNameKey,
  loadBrazilianCityNames,
  loadCities,
  loadCompanies,
  loadCourses,
  loadJobTitles,
  loadLanguageCodes,
  loadSchools,
  loadStates,
} from './reference-data.ts';
import { searchRows } from './search.ts';

type SearchQuery = z.output<NonNullable<(typeof lookupsApi.searchSchools)['query']>>;
type CitiesQuery = z.output<NonNullable<(typeof lookupsApi.searchCities)['query']>>;
type CoursesQuery = z.output<NonNullable<(typeof lookupsApi.searchAcademicCourses)['query']>>;

const collators = new Map<string, Intl.Collator>();
const collator = (locale: string) => {
  let found = collators.get(locale);
  if (!found) {
    found = new Intl.Collator(locale, { sensitivity: 'base' });
    collators.set(locale, found);
  }
  return found;
};
const ptBR = () => collator('pt-BR');

/** Every ISO 639-1 language named in the requested language (else the caller's), by that name. */
export async function listLanguages(language: Language, lang: string | undefined): Promise<{ items: LanguageItem[] }> {
  const target = lang ? resolveLanguage(lang) : language;
  const names = new Intl.DisplayNames([target], { type: 'language', fallback: 'code' });
  const items = (await loadLanguageCodes()).map((code) => {
    const name = names.of(code) ?? code;
    return { code, name: name.charAt(0).toLocaleUpperCase(target) + name.slice(1) };
  });
  const order = collator(target);
  items.sort((a, b) => order.compare(a.name, b.name));
  return { items };
}

export async function searchSchools(query: SearchQuery): Promise<{ items: SchoolItem[] }> {
  const rows = searchRows(await loadSchools(), query.query, query.limit, ptBR());
  return { items: rows.map(({ name, acronym }) => ({ name, acronym })) };
}

export async function searchCompanies(query: SearchQuery): Promise<{ items: NamedItem[] }> {
  return { items: searchRows(await loadCompanies(), query.query, query.limit, ptBR()).map(({ name }) => ({ name })) };
}

export async function searchJobTitles(query: SearchQuery): Promise<{ items: NamedItem[] }> {
  return { items: searchRows(await loadJobTitles(), query.query, query.limit, ptBR()).map(({ name }) => ({ name })) };
}

export async function listStates(countryCode: LookupCountry): Promise<{ items: StateItem[] }> {
  const states = (await loadStates())[countryCode];
  return { items: [...states].sort((a, b) => ptBR().compare(a.name, b.name)) };
}

/** The state a filter names: its code (SP, any case) or its official number (35). Undefined names none. */
async function stateFilter(countryCode: LookupCountry, state: string | undefined): Promise<string | null | undefined> {
  if (!state) return undefined;
  const wanted = state.toUpperCase();
  const found = (await loadStates())[countryCode].find((row) => row.code === wanted || (/^\d+$/.test(wanted) && row.id === Number(wanted)));
  return found ? found.code : null;
}

export async function searchCities(query: CitiesQuery): Promise<{ items: CityItem[] }> {
  const countryCode = query.country_code;
  const state = await stateFilter(countryCode, query.state);
  if (state === null) return { items: [] };
  const all = (await loadCities())[countryCode];
  const rows: CityRow[] = state ? all.filter((row) => row.state === state) : all;
  const items = searchRows(rows, query.query, query.limit, ptBR()).map(({ id, name, state: uf }) => ({
    id,
    name: query.appendState ? `${name} - ${uf}` : name,
    state: uf,
    countryCode,
  }));
  return { items };
}

/** A Brazilian municipality a text named: its IBGE code, official name and state. */
interface ResolvedCity {
  id: number;
  name: string;
  state: string;
}

/**
 * The municipality a city's name and state written by hand name (accents, case, hyphens and spaces aside): the one of
 * that name in the state or, without a state, the only one of that name in Brazil. Null when none or several fit,
 * and for a state that is not Brazilian.
 */
export async function resolveCity(name: string, state: string | null): Promise<ResolvedCity | null> {
  const key = cityNameKey(name);
  if (!key) return null;
  const named = (await loadBrazilianCityNames()).get(key) ?? [];
  const wanted = state?.trim().toUpperCase();
  const fitting = wanted ? named.filter((row) => row.state === wanted) : named;
  const [only] = fitting;
  return fitting.length === 1 && only?.id ? { id: only.id, name: only.name, state: only.state } : null;
}

export function lookupPostalCode(deps: Deps, cep: string): Promise<PostalAddress> {
  return fetchPostalAddress(deps.config.cepServiceUrl, deps.config.cepTimeoutMs, cep);
}

const CATEGORY_NAME = { 'pt-BR': 'pt', en: 'en', es: 'es' } as const satisfies Record<Language, string>;

/** The 20 position categories named in the requested language (else the caller's), by id. */
export function listCategories(language: Language, lang: string | undefined): { items: CategoryItem[] } {
  const key = CATEGORY_NAME[lang ? resolveLanguage(lang) : language];
  return { items: POSITION_CATEGORIES.map((category) => ({ id: category.id, name: category[key], icon: category.icon })) };
}

const DEGREE_NAMES = {
  'pt-BR': { bachelor: 'Bacharelado', teaching: 'Licenciatura', technologist: 'Tecnólogo' },
  en: { bachelor: "Bachelor's degree", teaching: 'Teaching degree', technologist: 'Technologist degree' },
  es: { bachelor: 'Licenciatura', teaching: 'Profesorado', technologist: 'Tecnicatura' },
} as const satisfies Record<Language, Record<AcademicCourseItem['degree'], string>>;

/** Academic courses by name, the degree named in the requested language (else the caller's). */
export async function searchAcademicCourses(language: Language, query: CoursesQuery): Promise<{ items: AcademicCourseItem[] }> {
  const names = DEGREE_NAMES[query.lang ? resolveLanguage(query.lang) : language];
  const rows = searchRows(await loadCourses(), query.query, query.limit, ptBR());
  return { items: rows.map(({ name, degree }) => ({ name, degree, degreeName: names[degree] })) };
}

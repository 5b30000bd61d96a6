import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import { categoryItem } from './categories.ts';
import {
  academicCourseItem,
  cep,
  cityItem,
  itemsOf,
  languageItem,
  lookupCountry,
  lookupLimit,
  lookupSearchText,
  namedItem,
  postalAddress,
  queryFlag,
  schoolItem,
  stateItem,
} from './schemas.ts';

// Reference data for the profile forms: only signed-in users fill profiles, so every lookup needs a session.
const tag = 'lookups';
const search = z.object({ query: lookupSearchText, limit: lookupLimit });

export const listLanguages = defineEndpoint({
  method: 'GET',
  path: '/v1/languages',
  summary: "Every ISO 639-1 language, named in `lang` (pt-BR, en or es; the caller's language by default), by name",
  tag,
  access: 'session',
  scope: 'user',
  query: z.object({ lang: z.string().trim().max(35).optional() }),
  responses: { 200: itemsOf(languageItem) },
});

export const searchSchools = defineEndpoint({
  method: 'GET',
  path: '/v1/schools',
  summary: 'Higher-education institutions in Brazil by name or acronym (accents and case ignored), prefix matches first',
  tag,
  access: 'session',
  scope: 'user',
  query: search,
  responses: { 200: itemsOf(schoolItem) },
});

export const searchCompanies = defineEndpoint({
  method: 'GET',
  path: '/v1/companies',
  summary: 'Well-known companies operating in Brazil by name (accents and case ignored), prefix matches first',
  tag,
  access: 'session',
  scope: 'user',
  query: search,
  responses: { 200: itemsOf(namedItem) },
});

export const searchJobTitles = defineEndpoint({
  method: 'GET',
  path: '/v1/jobtitles',
  summary: 'Job titles in pt-BR by name (accents and case ignored), prefix matches first',
  tag,
  access: 'session',
  scope: 'user',
  query: search,
  responses: { 200: itemsOf(namedItem) },
});

export const listStates = defineEndpoint({
  method: 'GET',
  path: '/v1/states',
  summary: "A country's states (br: the 27 units with IBGE codes, the default; us: the 50 states and DC), by name",
  tag,
  access: 'session',
  scope: 'user',
  query: z.object({ country_code: lookupCountry }),
  responses: { 200: itemsOf(stateItem) },
});

export const searchCities = defineEndpoint({
  method: 'GET',
  path: '/v1/cities',
  summary:
    'Cities by name (br: the 5,570 municipalities; us: major cities), optionally of one state (UF or IBGE code); appendState adds " - UF"',
  tag,
  access: 'session',
  scope: 'user',
  query: z.object({
    query: lookupSearchText,
    state: z.string().trim().max(10).optional(),
    country_code: lookupCountry,
    appendState: queryFlag,
    limit: lookupLimit,
  }),
  responses: { 200: itemsOf(cityItem) },
});

export const lookupPostalCode = defineEndpoint({
  method: 'GET',
  path: '/v1/postal-codes/:cep',
  summary: 'The address of a Brazilian postal code (CEP), from the public CEP service',
  tag,
  access: 'session',
  scope: 'user',
  params: z.object({ cep }),
  responses: { 200: postalAddress },
});

export const listCategories = defineEndpoint({
  method: 'GET',
  path: '/v1/categories',
  summary: "The 20 position categories (areas of interest) named in `lang` (the caller's language by default), by id",
  tag,
  access: 'public',
  scope: 'public',
  query: z.object({ lang: z.string().trim().max(35).optional() }),
  responses: { 200: itemsOf(categoryItem) },
});

export const searchAcademicCourses = defineEndpoint({
  method: 'GET',
  path: '/v1/courses',
  summary:
    'Higher-education courses in Brazil (bachelor, teaching, technologist) by name, accents and case ignored; the course catalogue of a later issue shares the path',
  tag,
  access: 'session',
  scope: 'user',
  query: z.object({ query: lookupSearchText, lang: z.string().trim().max(35).optional(), limit: lookupLimit }),
  responses: { 200: itemsOf(academicCourseItem) },
});

import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import { itemsOf } from '../lookups/schemas.ts';
import { pageOf } from '../platform/pagination.ts';
import { searchPageOf } from '../search/search-page.ts';
import { searchText } from '../search/search-text.ts';
import {
  CONTRACT_TYPES,
  discoveryLocation,
  favoritePosition,
  JOB_SEARCH_SORTS,
  NEAR_RADIUS_KM,
  newsItem,
  POSTED_WITHIN_DAYS,
  positionDetails,
  positionItem,
  positionMatch,
  SUGGESTIONS_PAGE_SIZE,
} from './schemas.ts';
import { positionSuggestions } from './suggestion-schemas.ts';

export * from './recruitment-endpoints.ts';

const tag = 'positions';
const id = z.string().min(1).max(200);
const lang = z.string().trim().max(35).optional();
/** a portal's id or subdomain: its own positions and its partner companies' */
const aggregator = z.string().trim().min(1).max(200).optional();
const flag = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
  z.boolean(),
);

/** A query parameter that holds several values: repeated (?a=1&a=2) or comma-separated. */
export const several = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : value === undefined ? [] : [value])
        .flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]))
        .map((part) => (typeof part === 'string' ? part.trim() : part))
        .filter((part) => part !== ''),
    z.array(item).max(max),
  );

/** The job search filter, with its defaults (salary 0, unspecified not allowed, 15 per page). */
export const jobSearchFilter = z.object({
  text: searchText,
  salary: z.coerce.number().int().min(0).max(10_000_000).default(0),
  allowUnspecified: flag.default(false),
  categoryList: several(z.coerce.number().int().min(1).max(20), 20).default([]),
  /** cities by IBGE code */
  locationList: several(z.coerce.number().int().positive(), 20).default([]),
  /** states by their two letters */
  locationStateList: several(
    z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .transform((value) => value.toUpperCase()),
    27,
  ).default([]),
  typeWork: several(z.enum(CONTRACT_TYPES), CONTRACT_TYPES.length).default([]),
  workTelecommute: flag.default(false),
  showOnlyPositionsForDisabled: flag.default(false),
  sort: z.enum(JOB_SEARCH_SORTS).default('relevance'),
  /** only positions published in the last 1, 3, 7 or 30 days */
  postedWithinDays: z.coerce
    .number()
    .int()
    .refine((days) => (POSTED_WITHIN_DAYS as readonly number[]).includes(days), { message: 'Use 1, 3, 7 or 30' })
    .optional(),
  /** only positions in cities within `radiusKm` of this city (IBGE code), each row with its `distanceKm` */
  near: z.coerce.number().int().positive().optional(),
  radiusKm: z.coerce.number().int().min(NEAR_RADIUS_KM.min).max(NEAR_RADIUS_KM.max).default(NEAR_RADIUS_KM.default),
  lang,
  locale: z.string().trim().max(35).optional(),
  aggregator,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  length: z.coerce.number().int().min(1).max(50).default(SUGGESTIONS_PAGE_SIZE),
});
export type JobSearchFilter = z.input<typeof jobSearchFilter>;

export const searchPositions = defineEndpoint({
  method: 'GET',
  path: '/v1/suggestions',
  summary:
    'Open positions by the job search filter (text ignoring accents and typos, also over the required skills, its workplace words such as “remoto” or “presencial” taken as the workplace filter; minimum monthly salary, categories, cities, states, contract types, remote, PcD only, published in the last days, within a radius of a city), ordered by relevance, date or salary, 15 per page by default; in a portal, its own and its partners’ positions. For a signed-in person with skills or areas of interest each row carries `match`: the percent of its requirements they meet, as the position’s match explains it',
  tag,
  access: 'optional',
  scope: 'public',
  query: jobSearchFilter,
  responses: { 200: searchPageOf(positionItem) },
});

export const suggestPositions = defineEndpoint({
  method: 'GET',
  path: '/v1/myself/position-suggestions',
  summary:
    'The home’s positions for the caller: those their skills and areas of interest fit, best match first, with the contents that close their most common gaps; without a profile, the newest of their state. In a portal, its own and its partners’ positions',
  tag,
  access: 'session',
  scope: 'user',
  query: z.object({ lang, aggregator, limit: z.coerce.number().int().min(1).max(12).default(6) }),
  responses: { 200: positionSuggestions },
});

export const getPosition = defineEndpoint({
  method: 'GET',
  path: '/v1/positions/:id',
  summary: 'A position’s page (active, paused or closed; a draft is not found), its category named in `lang`',
  tag,
  access: 'optional',
  scope: 'public',
  params: z.object({ id }),
  query: z.object({ aggregator, lang }),
  responses: { 200: positionDetails },
});

export const relatedPositions = defineEndpoint({
  method: 'GET',
  path: '/v1/positions/related/:id',
  summary: 'Up to 6 open positions of the same category, the same state first, each with the caller’s `match` as the job search gives it',
  tag,
  access: 'optional',
  scope: 'public',
  params: z.object({ id }),
  query: z.object({ lang }),
  responses: { 200: itemsOf(positionItem) },
});

export const companyPositions = defineEndpoint({
  method: 'GET',
  path: '/v1/positions/company/:id',
  summary: 'The open positions of a company (id or subdomain), newest first',
  tag,
  access: 'optional',
  scope: 'public',
  params: z.object({ id }),
  query: z.object({
    lang,
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    length: z.coerce.number().int().min(1).max(50).default(SUGGESTIONS_PAGE_SIZE),
  }),
  responses: { 200: pageOf(positionItem) },
});

export const listInternalPositions = defineEndpoint({
  method: 'GET',
  path: '/v1/-/internal-positions',
  summary: 'Internal mobility: the company’s open positions that only its members may apply to, newest first',
  tag,
  access: 'session',
  scope: { from: 'company-header' },
  permission: 'workspace.view',
  query: z.object({
    lang,
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    length: z.coerce.number().int().min(1).max(50).default(SUGGESTIONS_PAGE_SIZE),
  }),
  responses: { 200: pageOf(positionItem) },
});

export const positionMatchOf = defineEndpoint({
  method: 'GET',
  path: '/v1/positions/:id/match',
  summary:
    'Match explained: each requirement of the position against the caller’s profile (skills and levels, languages, education, location), and for each missing skill the contents and pathways that teach it',
  tag,
  access: 'session',
  scope: 'user',
  params: z.object({ id }),
  query: z.object({ lang }),
  responses: { 200: positionMatch },
});

export const favoritePositionEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/v1/favorite/:id',
  summary: 'Saves a position as a favourite; `notifyWhenReady` ("apply when ready") also tells the person by e-mail when the gap is closed',
  tag,
  access: 'session',
  scope: 'user',
  params: z.object({ id }),
  body: z.object({ notifyWhenReady: z.boolean().optional() }).nullish(),
  responses: { 200: favoritePosition },
});

export const unfavoritePosition = defineEndpoint({
  method: 'DELETE',
  path: '/v1/favorite/:id',
  summary: 'Takes a position out of the favourites',
  tag,
  access: 'session',
  scope: 'user',
  params: z.object({ id }),
  responses: { 204: z.null() },
});

export const listFavoritePositions = defineEndpoint({
  method: 'GET',
  path: '/v1/favorite',
  summary: 'The caller’s favourite positions, last saved first',
  tag,
  access: 'session',
  scope: 'user',
  query: z.object({ aggregator }),
  responses: { 200: itemsOf(favoritePosition) },
});

export const searchLocations = defineEndpoint({
  method: 'GET',
  path: '/v1/discovery/location',
  summary: 'Cities and states of Brazil for the location filter, by name (accents and case ignored)',
  tag: 'discovery',
  access: 'optional',
  scope: 'public',
  query: z.object({ query: z.string().trim().max(100).default(''), limit: z.coerce.number().int().min(1).max(30).default(10) }),
  responses: { 200: itemsOf(discoveryLocation) },
});

export const listNews = defineEndpoint({
  method: 'GET',
  path: '/v1/-/cms/news',
  summary: 'The short news shown on discovery, newest first, in the caller’s language',
  tag: 'discovery',
  access: 'optional',
  scope: 'public',
  query: z.object({ lang, limit: z.coerce.number().int().min(1).max(20).default(5) }),
  responses: { 200: itemsOf(newsItem) },
});

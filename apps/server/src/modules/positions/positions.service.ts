import { type Language, type PositionItem, type positionsApi, resolveLanguage, skillKey } from '@trilha/contract';
import type { z } from 'zod';
import type { Session } from '../../platform/auth/session-lookup.ts';
import { UUID_PATTERN } from '../../platform/db/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { citiesWithin } from '../lookups/index.ts';
import { workspaceIdOf } from '../workspaces/index.ts';
import { deleteFavorite, type FavoriteRow, listFavorites, saveFavorite } from './favorites.data.ts';
import { toPositionDetails, toPositionItem } from './items.ts';
import { type CandidateRow, findCandidate } from './match.data.ts';
import { hasMatchProfile, matchPercent } from './match-checks.ts';
import {
  companyPositionIds,
  findPositionDetails,
  findPositionItems,
  findPositionItemsToMatch,
  internalPositionIds,
  isListedByPortal,
  relatedPositionIds,
  searchPositionIds,
} from './positions.data.ts';
import { workplaceOf } from './workplace-words.ts';

type SearchQuery = z.output<typeof positionsApi.jobSearchFilter>;

/** The language of names in a response: `lang` when given, else the caller's. */
export const languageOf = (lang: string | undefined, fallback: Language): Language => (lang ? resolveLanguage(lang) : fallback);

/** A portal named by id or subdomain; an unknown one is a 404, not an empty list. */
const portalIdOf = (deps: Deps, aggregator: string | undefined): Promise<string | null> | null =>
  aggregator ? workspaceIdOf(deps, aggregator) : null;

const positionIdOf = (id: string) => {
  if (!UUID_PATTERN.test(id)) throw new AppError('position.not_found');
  return id;
};

/** The caller's profile a listing's rows are matched with: none when signed out or without skills and areas of interest. */
async function matchProfileOf(deps: Deps, session: Session | null): Promise<CandidateRow | null> {
  if (!session) return null;
  const candidate = await findCandidate(deps.db, session.user.id);
  return hasMatchProfile(candidate) ? candidate : null;
}

/**
 * A page of positions as listings show them, in the order of `ids`; with a profile, each with the caller's match by
 * the position page's checks, their requirements read with the rows (one statement for the page, never one per row).
 */
async function listedPositions(
  deps: Deps,
  viewerId: string | null,
  language: Language,
  ids: string[],
  profile: CandidateRow | null,
): Promise<PositionItem[]> {
  if (!profile) return (await findPositionItems(deps.db, viewerId, ids)).map((row) => toPositionItem(row, language));
  const rows = await findPositionItemsToMatch(deps.db, viewerId, ids);
  return rows.map((row) => ({ ...toPositionItem(row, language), match: matchPercent(row, profile) }));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The cities within a radius of `near` and their distances; none asked: anywhere. An unknown city is a 400. */
async function nearOf(near: number | undefined, radiusKm: number) {
  if (near === undefined) return null;
  const cities = await citiesWithin(near, radiusKm);
  if (!cities) throw new AppError('position.near_city_unknown');
  return cities;
}

/**
 * GET /v1/suggestions: one page of open positions by the job search filter, with the caller's match. The text's
 * workplace words ("remoto", "presencial") are the workplace filter (workplace-words.ts); `near` keeps the cities
 * within the radius, each row then with its distance.
 */
export async function searchPositions(deps: Deps, session: Session | null, lang: Language, query: SearchQuery) {
  const language = languageOf(query.lang, lang);
  const portalId = await portalIdOf(deps, query.aggregator);
  const workplace = workplaceOf(skillKey(query.text));
  const around = await nearOf(query.near, query.radiusKm);
  const [{ ids, total, totalEstimated }, profile] = await Promise.all([
    searchPositionIds(deps.db, {
      text: workplace.text,
      sort: query.sort,
      since: query.postedWithinDays ? new Date(deps.clock.now().getTime() - query.postedWithinDays * DAY_MS) : null,
      near: around
        ? { cities: around.map((city) => city.id), states: [...new Set(around.map((city) => city.state))] }
        : { cities: [], states: [] },
      onsite: workplace.onsite,
      salary: query.salary,
      allowUnspecified: query.allowUnspecified,
      categories: query.categoryList,
      cities: query.locationList,
      states: query.locationStateList,
      contractTypes: query.typeWork,
      remote: query.workTelecommute || workplace.remote,
      pcdOnly: query.showOnlyPositionsForDisabled,
      portalId,
      limit: query.length,
      offset: (query.page - 1) * query.length,
    }),
    matchProfileOf(deps, session),
  ]);
  const items = await listedPositions(deps, session?.user.id ?? null, language, ids, profile);
  if (!around) return { items, page: query.page, limit: query.length, total, totalEstimated };
  const distances = new Map(around.map((city) => [city.id, Math.round(city.distanceKm)]));
  return {
    items: items.map((item) => ({ ...item, distanceKm: distances.get(item.location.cityId ?? 0) ?? 0 })),
    page: query.page,
    limit: query.length,
    total,
    totalEstimated,
  };
}

/**
 * A position a candidate may open: published once (active, paused or archived); a draft does not exist for them.
 * An internal one exists only for its company's members (and whoever applied to it); a paused one for its company,
 * whoever applied to it and whoever saved it while it was open (their saved list shows it). Anyone else gets the
 * same 404 as for a position that does not exist, as the lists hide them.
 */
export async function findOpenablePosition(deps: Deps, viewerId: string | null, language: Language, id: string) {
  const row = await findPositionDetails(deps.db, viewerId, language, positionIdOf(id));
  if (!row || row.status === 'draft') throw new AppError('position.not_found');
  const known = row.viewerIsMember || row.viewerApplied;
  if (row.internalOnly && !known) throw new AppError('position.not_found');
  if (row.status === 'paused' && !known && !row.favorite) throw new AppError('position.not_found');
  return row;
}

/** GET /v1/positions/:id; through a portal, only the positions that portal lists. */
export async function getPosition(
  deps: Deps,
  session: Session | null,
  lang: Language,
  id: string,
  query: { aggregator?: string; lang?: string },
) {
  const language = languageOf(query.lang, lang);
  const row = await findOpenablePosition(deps, session?.user.id ?? null, language, id);
  const portalId = await portalIdOf(deps, query.aggregator);
  if (portalId && !(await isListedByPortal(deps.db, portalId, row.companyId))) throw new AppError('position.not_found');
  return toPositionDetails(row, language);
}

export async function relatedPositions(deps: Deps, session: Session | null, lang: Language, id: string, langParam?: string) {
  const language = languageOf(langParam, lang);
  const [row, profile] = await Promise.all([
    findOpenablePosition(deps, session?.user.id ?? null, language, id),
    matchProfileOf(deps, session),
  ]);
  const ids = await relatedPositionIds(deps.db, row.id, row.categoryId, row.stateCode);
  return { items: await listedPositions(deps, session?.user.id ?? null, language, ids, profile) };
}

export async function companyPositions(
  deps: Deps,
  session: Session | null,
  lang: Language,
  company: string,
  query: { lang?: string; page: number; length: number },
) {
  const language = languageOf(query.lang, lang);
  const companyId = await workspaceIdOf(deps, company);
  const { ids, total } = await companyPositionIds(deps.db, companyId, query.length, (query.page - 1) * query.length);
  const rows = await findPositionItems(deps.db, session?.user.id ?? null, ids);
  return { items: rows.map((row) => toPositionItem(row, language)), page: query.page, limit: query.length, total };
}

/** Internal mobility: the company's open positions for its members only (the caller is one: the route checked it). */
export async function internalPositions(
  deps: Deps,
  userId: string,
  lang: Language,
  companyId: string,
  query: { lang?: string; page: number; length: number },
) {
  const language = languageOf(query.lang, lang);
  const { ids, total } = await internalPositionIds(deps.db, companyId, query.length, (query.page - 1) * query.length);
  const rows = await findPositionItems(deps.db, userId, ids);
  return { items: rows.map((row) => toPositionItem(row, language)), page: query.page, limit: query.length, total };
}

/** Where a favourite leads: the position's page in the individual workspace. */
const toFavorite = (row: FavoriteRow) => ({
  positionId: row.positionId,
  positionTitle: row.positionTitle,
  companyName: row.companyName,
  logo: row.logo,
  image: row.image,
  positionUrl: `/my/discovery/position/${row.positionId}`,
  status: row.status,
  notifyWhenReady: row.notifyWhenReady,
  createdAt: row.createdAt.toISOString(),
});

export async function favoritePosition(deps: Deps, userId: string, lang: Language, id: string, notifyWhenReady: boolean | undefined) {
  await findOpenablePosition(deps, userId, lang, id);
  const row = await saveFavorite(deps.db, userId, id, notifyWhenReady ?? null, deps.clock.now());
  if (!row) throw new AppError('position.not_found');
  return toFavorite(row);
}

export async function unfavoritePosition(deps: Deps, userId: string, id: string) {
  await deleteFavorite(deps.db, userId, positionIdOf(id));
}

export async function favoritePositions(deps: Deps, userId: string, aggregator: string | undefined) {
  const rows = await listFavorites(deps.db, userId, await portalIdOf(deps, aggregator));
  return { items: rows.map(toFavorite) };
}

/** Positions as listings show them, by id (another module's page of rows that each name a position). */
export async function positionItemsByIds(deps: Deps, viewerId: string | null, lang: Language, ids: string[]) {
  const rows = await findPositionItems(deps.db, viewerId, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, toPositionItem(row, lang)]));
}

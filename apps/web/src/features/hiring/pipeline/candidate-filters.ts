import { CANDIDATE_SORTS, type CandidateSort } from '@trilha/contract';

/** How the pipeline ranks and narrows a position's candidates, all of it in the address (shared, kept on back). */
export interface CandidateFilters {
  sort: CandidateSort;
  minMatch: number | null;
  pcd: boolean | null;
  city: number | null;
  skill: string[];
  /** who passed, or failed, the position's eliminatory questions */
  screening: 'passed' | 'failed' | null;
}

/** The least fit the filter offers, in percent. */
export const MIN_MATCH_STEPS = [50, 70, 90, 100] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters in an address; anything unknown or malformed falls back to its default instead of failing the request. */
export function readCandidateFilters(params: URLSearchParams): CandidateFilters {
  const minMatch = Number(params.get('minMatch'));
  const city = Number(params.get('city'));
  const pcd = params.get('pcd');
  const screening = params.get('screening');
  return {
    sort: CANDIDATE_SORTS.find((value) => value === params.get('sort')) ?? 'recent',
    minMatch: params.get('minMatch') && Number.isInteger(minMatch) && minMatch >= 0 && minMatch <= 100 ? minMatch : null,
    pcd: pcd === 'true' ? true : pcd === 'false' ? false : null,
    city: Number.isInteger(city) && city > 0 ? city : null,
    skill: params
      .getAll('skill')
      .filter((id) => UUID.test(id))
      .slice(0, 10),
    screening: screening === 'passed' || screening === 'failed' ? screening : null,
  };
}

/** Writes `filters` into `params` (the stage and anything else there stay), only what is set. */
export function writeCandidateFilters(params: URLSearchParams, filters: CandidateFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['sort', 'minMatch', 'pcd', 'city', 'skill', 'screening']) next.delete(key);
  if (filters.sort !== 'recent') next.set('sort', filters.sort);
  if (filters.minMatch !== null) next.set('minMatch', String(filters.minMatch));
  if (filters.pcd !== null) next.set('pcd', String(filters.pcd));
  if (filters.city !== null) next.set('city', String(filters.city));
  for (const id of filters.skill) next.append('skill', id);
  if (filters.screening !== null) next.set('screening', filters.screening);
  return next;
}

/** The API's query for `filters` (only what is set). */
export const candidateQuery = (filters: CandidateFilters) => ({
  sort: filters.sort,
  ...(filters.minMatch !== null && { minMatch: filters.minMatch }),
  ...(filters.pcd !== null && { pcd: filters.pcd }),
  ...(filters.city !== null && { city: filters.city }),
  ...(filters.skill.length > 0 && { skill: filters.skill }),
  ...(filters.screening !== null && { screening: filters.screening }),
});

/** Whether anything narrows the candidates (an empty stage then says "nobody matches", not "nobody here"). */
export const isNarrowed = (filters: CandidateFilters) =>
  filters.minMatch !== null || filters.pcd !== null || filters.city !== null || filters.skill.length > 0 || filters.screening !== null;

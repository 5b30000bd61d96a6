import { POSITION_SORTS, POSITION_STATUSES, type PositionSort, type PositionStatus } from '@trilha/contract';

/** What the recruiters' worklist shows, all of it in the address so a search can be shared and the back button returns to it. */
export interface WorklistFilters {
  status: PositionStatus;
  query: string;
  department: string | null;
  city: number | null;
  recruiter: string | null;
  sort: PositionSort;
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOr = (value: string | null) => (value && UUID.test(value) ? value : null);

/** The filters in an address; anything unknown or malformed falls back to its default instead of failing the request. */
export function readWorklistFilters(params: URLSearchParams): WorklistFilters {
  const city = Number(params.get('city'));
  return {
    status: POSITION_STATUSES.find((value) => value === params.get('status')) ?? 'active',
    query: (params.get('query') ?? '').trim().slice(0, 120),
    department: uuidOr(params.get('department')),
    city: Number.isInteger(city) && city > 0 ? city : null,
    recruiter: uuidOr(params.get('recruiter')),
    sort: POSITION_SORTS.find((value) => value === params.get('sort')) ?? 'recent',
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };
}

/**
 * The address's query for `filters` (status always, so a tab reads in the address; the rest only when set). A change of
 * filter starts again from the first page: pass `page` only to move between pages.
 */
export function worklistSearch(filters: WorklistFilters): string {
  const params = new URLSearchParams({ status: filters.status });
  if (filters.query) params.set('query', filters.query);
  if (filters.department) params.set('department', filters.department);
  if (filters.city) params.set('city', String(filters.city));
  if (filters.recruiter) params.set('recruiter', filters.recruiter);
  if (filters.sort !== 'recent') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

/** Whether anything narrows the list (an empty result then says "nothing found", not "no positions"). */
export const isFiltered = (filters: WorklistFilters) => Boolean(filters.query || filters.department || filters.city || filters.recruiter);

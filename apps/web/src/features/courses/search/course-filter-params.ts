import { COURSE_MODALITIES, COURSE_PRICES, COURSE_WORKLOADS, type CourseModality } from '@trilha/contract';

/** The course search filter as the search screen keeps it in its URL. */
export interface CourseFilterParams {
  name: string;
  modality: CourseModality[];
  workload: (typeof COURSE_WORKLOADS)[number];
  price: (typeof COURSE_PRICES)[number];
  /** a segment's or provider's slug; empty for any */
  segment: string;
  provider: string;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** Reads the filter from the URL; unknown values fall back to "any", so an edited or old link still searches. */
export function filterFromParams(params: URLSearchParams): CourseFilterParams {
  const modality = params
    .getAll('modality')
    .flatMap((value) => value.split(','))
    .filter((value): value is CourseModality => COURSE_MODALITIES.includes(value as CourseModality));
  return {
    name: params.get('name')?.trim() ?? '',
    modality: [...new Set(modality)],
    workload: oneOf(COURSE_WORKLOADS, params.get('workload'), 'indifferent'),
    price: oneOf(COURSE_PRICES, params.get('price'), 'indifferent'),
    segment: params.get('segment') ?? '',
    provider: params.get('provider') ?? '',
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };
}

/**
 * The URL after a change of some fields: "any" values leave the URL, and any change but the page's goes back to
 * the first page. Parameters that are not the filter's (discovery's ?type=) stay.
 */
export function paramsWith(params: URLSearchParams, changes: Partial<CourseFilterParams>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    next.delete(key);
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = String(item ?? '').trim();
      if (text && text !== 'indifferent' && !(key === 'page' && text === '1')) next.append(key, text);
    }
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/** How many filters beyond the name narrow the search (the count on the "Filtros" button). */
export const activeFilterCount = (filter: CourseFilterParams) =>
  [filter.modality.length > 0, filter.workload !== 'indifferent', filter.price !== 'indifferent', filter.segment, filter.provider].filter(
    Boolean,
  ).length;

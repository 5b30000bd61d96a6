import { courseSearchFilter, discoveryQuery, jobSearchFilter, type Language, type singleSearchQuery } from '@trilha/contract';
import type { z } from 'zod';
import type { Session } from '../../platform/auth/session-lookup.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { discover } from '../contents/index.ts';
import { searchCourses } from '../courses/index.ts';
import { searchPositions } from '../positions/index.ts';

type Query = z.output<typeof singleSearchQuery>;

/** Contents of a portal the caller is not a member of: none, rather than refusing the whole search. */
const unlessForbidden =
  <T>(empty: T) =>
  (error: unknown) => {
    if (error instanceof AppError && error.status === 403) return empty;
    throw error;
  };

/**
 * GET /v1/single_search/run: the same text through each domain's own search (positions by the job filter with any
 * salary, courses by the course filter, contents and pathways by discovery), the first `limit` of each.
 */
export async function singleSearch(deps: Deps, session: Session, lang: Language, query: Query) {
  const { text, aggregator, limit } = query;
  const [positions, courses, contents] = await Promise.all([
    searchPositions(deps, session, lang, jobSearchFilter.parse({ text, aggregator, allowUnspecified: 'true', length: limit })),
    searchCourses(deps, session.user.id, lang, courseSearchFilter.parse({ name: text })),
    discover(deps, session, lang, discoveryQuery.parse({ query: text, workspaceId: aggregator, limit })).catch(
      unlessForbidden({ items: [], total: 0, totalEstimated: false }),
    ),
  ]);
  return {
    text,
    positions: { items: positions.items, total: positions.total, totalEstimated: positions.totalEstimated },
    courses: { items: courses.items.slice(0, limit), total: courses.total, totalEstimated: courses.totalEstimated },
    contents: { items: contents.items, total: contents.total, totalEstimated: contents.totalEstimated },
  };
}

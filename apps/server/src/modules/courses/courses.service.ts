import {
  COURSE_SEARCH_PAGE_SIZE,
  COURSE_SUGGESTIONS_PAGE_SIZE,
  type CourseItem,
  type CourseModality,
  type coursesApi,
  type Language,
  RELATED_COURSES,
  SHORT_TERM_MAX_HOURS,
  skillKey,
} from '@trilha/contract';
import type { z } from 'zod';
import { UUID_PATTERN } from '../../platform/db/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { workspaceIdOf } from '../workspaces/index.ts';
import {
  type CourseItemRow,
  deleteSavedCourse,
  enrolledCourseIds,
  findCourseItem,
  findCourseItems,
  findEnrollment,
  findViewer,
  insertEnrollment,
  listProviders,
  listSegments,
  providerIdBySlug,
  relatedCourseIds,
  saveCourseRow,
  savedCourseIds,
  searchCourseIds,
  segmentIdBySlug,
  suggestedCourseIds,
} from './courses.data.ts';
import { segmentSlugsForAreas } from './segments.ts';

type SearchFilter = z.output<typeof coursesApi.searchCourses.body>;
type CourseAction = z.output<typeof coursesApi.enrollCourse.body>;

const INT_MAX = 2_147_483_647;
const WORKLOAD_HOURS = {
  indifferent: [0, INT_MAX],
  shortterm: [0, SHORT_TERM_MAX_HOURS],
  longterm: [SHORT_TERM_MAX_HOURS + 1, INT_MAX],
} as const satisfies Record<SearchFilter['workload'], [number, number]>;
const PRICE_CENTS = {
  indifferent: [0, INT_MAX],
  free: [0, 0],
  paid: [1, INT_MAX],
} as const satisfies Record<SearchFilter['price'], [number, number]>;

function toCourseItem(row: CourseItemRow): CourseItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    provider: { id: row.providerId, name: row.providerName, logoUrl: row.providerLogoUrl },
    segment: { id: row.segmentId, name: row.segmentName },
    modality: row.modality as CourseModality,
    workloadHours: row.workloadHours,
    workload: row.workloadHours <= SHORT_TERM_MAX_HOURS ? 'shortterm' : 'longterm',
    price: row.priceCents / 100,
    currency: row.currency as CourseItem['currency'],
    free: row.priceCents === 0,
    language: row.language as CourseItem['language'],
    url: row.url,
    imageUrl: row.imageUrl,
    city: row.city,
    state: row.state,
    saved: row.saved,
    enrolled: row.enrolled,
  };
}

const courseIdOf = (id: string) => {
  if (!UUID_PATTERN.test(id)) throw new AppError('course.not_found');
  return id.toLowerCase();
};

async function courseOr404(deps: Deps, userId: string, lang: Language, id: string) {
  const row = await findCourseItem(deps.db, userId, lang, courseIdOf(id));
  if (!row) throw new AppError('course.not_found');
  return row;
}

/** A portal named by id or subdomain; an unknown one is a 404, not an empty list. */
const portalIdOf = (deps: Deps, aggregator: string | null | undefined): Promise<string | null> | null =>
  aggregator ? workspaceIdOf(deps, aggregator) : null;

/** One page of courses in the order of `ids`, as the caller sees them. */
async function pageOfCourses(
  deps: Deps,
  userId: string,
  lang: Language,
  found: { ids: string[]; total: number },
  page: number,
  limit: number,
) {
  const rows = await findCourseItems(deps.db, userId, lang, found.ids);
  return { items: rows.map(toCourseItem), page, limit, total: found.total };
}

/** GET /v1/courses/suggestions: the segments of the caller's preferred areas first, then the newest. */
export async function courseSuggestions(deps: Deps, userId: string, lang: Language, page: number) {
  const limit = COURSE_SUGGESTIONS_PAGE_SIZE;
  const viewer = await findViewer(deps.db, userId);
  const found = await suggestedCourseIds(deps.db, segmentSlugsForAreas(viewer.preferredAreas), limit, (page - 1) * limit);
  return pageOfCourses(deps, userId, lang, found, page, limit);
}

export async function getCourse(deps: Deps, userId: string, lang: Language, id: string) {
  return toCourseItem(await courseOr404(deps, userId, lang, id));
}

export async function relatedCourses(deps: Deps, userId: string, lang: Language, id: string) {
  const course = await courseOr404(deps, userId, lang, id);
  const ids = await relatedCourseIds(deps.db, course.id, course.segmentId, RELATED_COURSES);
  return { items: (await findCourseItems(deps.db, userId, lang, ids)).map(toCourseItem) };
}

/** A segment or provider filter by id or slug: its id, or null when nothing can match. */
async function keyOf(value: string, bySlug: (slug: string) => Promise<string | null>) {
  if (UUID_PATTERN.test(value)) return value.toLowerCase();
  return bySlug(value.toLowerCase());
}

/** POST /v1/courses/search: 12 per page, the most relevant first with a name, else the newest. */
export async function searchCourses(deps: Deps, userId: string, lang: Language, filter: SearchFilter) {
  const limit = COURSE_SEARCH_PAGE_SIZE;
  const empty = { items: [], page: filter.page, limit, total: 0, totalEstimated: false };
  const segmentId = filter.segment ? await keyOf(filter.segment, (slug) => segmentIdBySlug(deps.db, slug)) : null;
  if (filter.segment && !segmentId) return empty;
  const providerId = filter.provider ? await keyOf(filter.provider, (slug) => providerIdBySlug(deps.db, slug)) : null;
  if (filter.provider && !providerId) return empty;
  const found = await searchCourseIds(deps.db, {
    text: skillKey(filter.name),
    modalities: [...new Set(filter.modality)],
    hours: [...WORKLOAD_HOURS[filter.workload]],
    cents: [...PRICE_CENTS[filter.price]],
    segmentId,
    providerId,
    limit,
    offset: (filter.page - 1) * limit,
  });
  return { ...(await pageOfCourses(deps, userId, lang, found, filter.page, limit)), totalEstimated: found.totalEstimated };
}

export async function savedCourses(
  deps: Deps,
  userId: string,
  lang: Language,
  query: { aggregator?: string; page: number; limit: number },
) {
  const portalId = await portalIdOf(deps, query.aggregator);
  const found = await savedCourseIds(deps.db, userId, portalId, query.limit, (query.page - 1) * query.limit);
  return pageOfCourses(deps, userId, lang, found, query.page, query.limit);
}

export async function saveCourse(deps: Deps, userId: string, lang: Language, body: CourseAction) {
  const course = await courseOr404(deps, userId, lang, body.course_id);
  const portalId = await portalIdOf(deps, body.aggregator);
  await saveCourseRow(deps.db, userId, course.id, portalId, deps.clock.now());
  return { courseId: course.id, saved: true };
}

/** Takes a course out of the saved ones; one that was not saved (or no longer exists) stays unsaved. */
export async function unsaveCourse(deps: Deps, userId: string, courseId: string | undefined) {
  if (!courseId) throw new AppError('validation.failed', { course_id: 'required' });
  const id = courseIdOf(courseId);
  await deleteSavedCourse(deps.db, userId, id);
  return { courseId: id, saved: false };
}

export async function enrolledCourses(deps: Deps, userId: string, lang: Language, query: { page: number; limit: number }) {
  const found = await enrolledCourseIds(deps.db, userId, query.limit, (query.page - 1) * query.limit);
  return pageOfCourses(deps, userId, lang, found, query.page, query.limit);
}

/**
 * POST /v1/courses/enroll. Enrolment requires a phone on the profile, kept with the enrolment for
 * the provider. Enrolling again answers the first enrolment.
 */
export async function enroll(deps: Deps, userId: string, lang: Language, body: CourseAction) {
  const course = await courseOr404(deps, userId, lang, body.course_id);
  const answer = (enrollment: { phone: string; createdAt: Date }) => ({
    courseId: course.id,
    phone: enrollment.phone,
    enrolledAt: enrollment.createdAt.toISOString(),
    course: toCourseItem({ ...course, enrolled: true }),
  });
  const existing = await findEnrollment(deps.db, userId, course.id);
  if (existing) return answer(existing);
  const portalId = await portalIdOf(deps, body.aggregator);
  const { phone } = await findViewer(deps.db, userId);
  if (!phone) throw new AppError('courses.phone_required');
  const created = await insertEnrollment(deps.db, { userId, courseId: course.id, aggregatorId: portalId, phone, now: deps.clock.now() });
  if (!created) throw new AppError('course.not_found');
  return answer(created);
}

export async function courseProviders(deps: Deps) {
  return { items: await listProviders(deps.db) };
}

export async function courseSegments(deps: Deps, lang: Language) {
  return { items: await listSegments(deps.db, lang) };
}

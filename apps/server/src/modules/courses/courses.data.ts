import type { CourseImport, Language } from '@trilha/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { courseEnrollments, courseProviders, courseSegments, courses, savedCourses } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';
import { statement } from '../../platform/db/statements.ts';
import {
  candidateLimit,
  estimateStatement,
  SEARCH_COUNT_CAP,
  searchIdPage,
  selectiveText,
  tsqueryOf,
} from '../../platform/db/text-search.ts';

/** A course as listings show it; $1 the caller (saved, enrolled), $2 the language of the segment's name. */
export interface CourseItemRow {
  id: string;
  name: string;
  description: string;
  modality: string;
  workloadHours: number;
  priceCents: number;
  currency: string;
  language: string;
  url: string;
  imageUrl: string | null;
  city: string | null;
  state: string | null;
  providerId: string;
  providerName: string;
  providerLogoUrl: string | null;
  segmentId: string;
  segmentName: string;
  saved: boolean;
  enrolled: boolean;
}

const COURSE_COLUMNS = `c.id, c.name, c.description, c.modality, c.workload_hours as "workloadHours", c.price_cents as "priceCents",
  c.currency, c.language, c.url, c.image_url as "imageUrl", c.city_name as city, c.state_code as state,
  p.id as "providerId", p.name as "providerName", p.logo_url as "providerLogoUrl", s.id as "segmentId",
  case $2::text when 'en' then s.name_en when 'es' then s.name_es else s.name_pt end as "segmentName",
  exists (select 1 from saved_courses sc where sc.user_id = $1::uuid and sc.course_id = c.id) as saved,
  exists (select 1 from course_enrollments ce where ce.user_id = $1::uuid and ce.course_id = c.id) as enrolled`;
const COURSE_FROM = 'from courses c join course_providers p on p.id = c.provider_id join course_segments s on s.id = c.segment_id';

const items = statement<[viewerId: string, language: Language, ids: string[]], CourseItemRow>(
  'courses.items',
  `select ${COURSE_COLUMNS} ${COURSE_FROM} where c.id = any($3::uuid[])`,
);

/** Courses by id, in the order of `ids` (a page's order), without those that no longer exist. */
export async function findCourseItems(q: Queryable, viewerId: string, language: Language, ids: string[]): Promise<CourseItemRow[]> {
  if (ids.length === 0) return [];
  const rows = await items.run(q, viewerId, language, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const one = statement<[viewerId: string, language: Language, id: string], CourseItemRow>(
  'courses.find',
  `select ${COURSE_COLUMNS} ${COURSE_FROM} where c.id = $3::uuid`,
);

export async function findCourseItem(q: Queryable, viewerId: string, language: Language, id: string) {
  const [row] = await one.run(q, viewerId, language, id);
  return row ?? null;
}

type IdRow = { id: string };
type Counted = { total: number };
const total = (rows: Counted[]) => rows[0]?.total ?? 0;

/**
 * The course search filter. Parameters: $1 the folded name ('' for none), $2 modalities (empty:
 * any), $3 and $4 the workload's hours (from, to), $5 and $6 the price in cents (from, to), $7 a segment and $8 a
 * provider (null: any), $9 limit, $10 offset. Without a name the page walks the date index (or the segment's,
 * provider's or modality's) newest first; with one, the full-text candidates ranked, and typo matches when they are
 * few (platform/db/text-search.ts).
 */
const FILTERS = `(cardinality($2::text[]) = 0 or c.modality = any($2::text[]))
    and c.workload_hours between $3::int and $4::int
    and c.price_cents between $5::int and $6::int
    and ($7::uuid is null or c.segment_id = $7::uuid)
    and ($8::uuid is null or c.provider_id = $8::uuid)`;
const TSQUERY = tsqueryOf('$1::text');
const WORDS = `c.search_vector @@ ${TSQUERY}`;
const PAGE = 'limit $9::int offset $10::int';
const PAGE_USED = '$9::int is not null and $10::int is not null';

type SearchParams = [
  text: string,
  modalities: string[],
  minHours: number,
  maxHours: number,
  minCents: number,
  maxCents: number,
  segmentId: string | null,
  providerId: string | null,
  limit: number,
  offset: number,
];
const search = {
  text: statement<SearchParams, IdRow>(
    'courses.search.text',
    `select id from (
       select c.id, c.created_at, ts_rank(c.search_vector, ${TSQUERY}) as rank from courses c
       where ${WORDS} and ${FILTERS} limit ${candidateLimit('$9', '$10')}
     ) found order by rank desc, created_at desc, id desc ${PAGE}`,
    { planEachCall: true },
  ),
  all: statement<SearchParams, IdRow>(
    'courses.search.all',
    `select c.id from courses c where $1::text = '' and ${FILTERS} order by c.created_at desc, c.id desc ${PAGE}`,
    { planEachCall: true },
  ),
};
const searchCount = {
  text: statement<SearchParams, Counted>(
    'courses.search.text.count',
    `select count(*)::int as total from (select 1 from courses c where ${WORDS} and ${FILTERS} limit ${SEARCH_COUNT_CAP}) capped
     where ${PAGE_USED}`,
    { planEachCall: true },
  ),
  all: statement<SearchParams, Counted>(
    'courses.search.all.count',
    `select count(*)::int as total from (select 1 from courses c where $1::text = '' and ${FILTERS} limit ${SEARCH_COUNT_CAP}) capped
     where ${PAGE_USED}`,
    { planEachCall: true },
  ),
};
// past the count's cap: the planner's estimate, of the exact words only (text-search.ts)
const searchEstimate = {
  text: estimateStatement<SearchParams>(
    'courses.search.text.estimate',
    `select 1 from courses c where c.search_vector @@ websearch_to_tsquery('simple', $1::text) and ${FILTERS} and ${PAGE_USED}`,
  ),
  all: estimateStatement<SearchParams>(
    'courses.search.all.estimate',
    `select 1 from courses c where $1::text = '' and ${FILTERS} and ${PAGE_USED}`,
  ),
};
export interface CourseSearch {
  text: string;
  modalities: string[];
  hours: [number, number];
  cents: [number, number];
  segmentId: string | null;
  providerId: string | null;
  limit: number;
  offset: number;
}

export async function searchCourseIds(q: Queryable, s: CourseSearch) {
  const text = await selectiveText(q, 'courses', s.text);
  const params = (limit: number, offset: number, searched = text): SearchParams => [
    searched,
    s.modalities,
    ...s.hours,
    ...s.cents,
    s.segmentId,
    s.providerId,
    limit,
    offset,
  ];
  return searchIdPage(
    q,
    { ...s, text, typed: s.text },
    { search, count: searchCount, estimate: searchEstimate, typos: { words: 'courses' } },
    params,
  );
}

/**
 * Suggestions: the courses of the preferred segments ($1, slugs) newest first, then the others newest first. Each
 * branch walks its index only as far as the page's end.
 */
const suggestions = statement<[slugs: string[], limit: number, offset: number], IdRow>(
  'courses.suggestions',
  `select id from (
     (select c.id, 0 as rank, c.created_at from courses c
      where c.segment_id in (select s.id from course_segments s where s.slug = any($1::text[]))
      order by c.created_at desc, c.id desc limit $2::int + $3::int)
     union all
     (select c.id, 1, c.created_at from courses c
      where c.segment_id not in (select s.id from course_segments s where s.slug = any($1::text[]))
      order by c.created_at desc, c.id desc limit $2::int + $3::int)
   ) found order by rank, created_at desc, id desc limit $2::int offset $3::int`,
);
const catalogueCount = statement<[], Counted>(
  'courses.count',
  `select count(*)::int as total from (select 1 from courses limit ${SEARCH_COUNT_CAP}) capped`,
);

export async function suggestedCourseIds(q: Queryable, slugs: string[], limit: number, offset: number) {
  const [rows, counted] = await Promise.all([suggestions.run(q, slugs, limit, offset), catalogueCount.run(q)]);
  return { ids: rows.map((row) => row.id), total: total(counted) };
}

const related = statement<[id: string, segmentId: string, limit: number], IdRow>(
  'courses.related',
  `select c.id from courses c where c.segment_id = $2::uuid and c.id <> $1::uuid order by c.created_at desc, c.id desc limit $3::int`,
);
export const relatedCourseIds = async (q: Queryable, id: string, segmentId: string, limit: number) =>
  (await related.run(q, id, segmentId, limit)).map((row) => row.id);

// $1 the caller, $2 a portal (null: any), $3 limit, $4 offset
const savedPage = statement<[userId: string, portalId: string | null, limit: number, offset: number], IdRow>(
  'courses.saved.page',
  `select sc.course_id as id from saved_courses sc where sc.user_id = $1::uuid and ($2::uuid is null or sc.aggregator_id = $2::uuid)
   order by sc.created_at desc, sc.course_id desc limit $3::int offset $4::int`,
);
const savedCount = statement<[userId: string, portalId: string | null], Counted>(
  'courses.saved.count',
  `select count(*)::int as total from saved_courses sc where sc.user_id = $1::uuid and ($2::uuid is null or sc.aggregator_id = $2::uuid)`,
);
export async function savedCourseIds(q: Queryable, userId: string, portalId: string | null, limit: number, offset: number) {
  const [rows, counted] = await Promise.all([savedPage.run(q, userId, portalId, limit, offset), savedCount.run(q, userId, portalId)]);
  return { ids: rows.map((row) => row.id), total: total(counted) };
}

const enrolledPage = statement<[userId: string, limit: number, offset: number], IdRow>(
  'courses.enrolled.page',
  `select ce.course_id as id from course_enrollments ce where ce.user_id = $1::uuid
   order by ce.created_at desc, ce.course_id desc limit $2::int offset $3::int`,
);
const enrolledCount = statement<[userId: string], Counted>(
  'courses.enrolled.count',
  'select count(*)::int as total from course_enrollments ce where ce.user_id = $1::uuid',
);
export async function enrolledCourseIds(q: Queryable, userId: string, limit: number, offset: number) {
  const [rows, counted] = await Promise.all([enrolledPage.run(q, userId, limit, offset), enrolledCount.run(q, userId)]);
  return { ids: rows.map((row) => row.id), total: total(counted) };
}

const providers = statement<[], { id: string; slug: string; name: string; logoUrl: string | null; website: string | null }>(
  'courses.providers',
  'select id, slug, name, logo_url as "logoUrl", website from course_providers order by name, id',
);
export const listProviders = (q: Queryable) => providers.run(q);

const segments = statement<[language: Language], { id: string; slug: string; name: string }>(
  'courses.segments',
  `select id, slug, name from (select id, slug, case $1::text when 'en' then name_en when 'es' then name_es else name_pt end as name
   from course_segments) named order by name, id`,
);
export const listSegments = (q: Queryable, language: Language) => segments.run(q, language);

const segmentBySlug = statement<[slug: string], IdRow>('courses.segment_by_slug', 'select id from course_segments where slug = $1::text');
const providerBySlug = statement<[slug: string], IdRow>(
  'courses.provider_by_slug',
  'select id from course_providers where slug = $1::text',
);
export const segmentIdBySlug = async (q: Queryable, slug: string) => (await segmentBySlug.run(q, slug))[0]?.id ?? null;
export const providerIdBySlug = async (q: Queryable, slug: string) => (await providerBySlug.run(q, slug))[0]?.id ?? null;

/** What enrolling needs to know about the caller: the phone of their profile (or its contact phone) and preferred areas. */
const viewer = statement<[userId: string], { phone: string | null; preferredAreas: number[] }>(
  'courses.viewer',
  `select coalesce(nullif(trim(u.phone), ''), nullif(trim(pr.contact_phone), '')) as phone,
     coalesce(pr.preferred_areas, '{}') as "preferredAreas"
   from users u left join profiles pr on pr.user_id = u.id where u.id = $1::uuid`,
);
export const findViewer = async (q: Queryable, userId: string) => (await viewer.run(q, userId))[0] ?? { phone: null, preferredAreas: [] };

export async function saveCourseRow(q: Queryable, userId: string, courseId: string, aggregatorId: string | null, now: Date) {
  await q.insert(savedCourses).values({ userId, courseId, aggregatorId, createdAt: now }).onConflictDoNothing();
}

export async function deleteSavedCourse(q: Queryable, userId: string, courseId: string) {
  await q.delete(savedCourses).where(and(eq(savedCourses.userId, userId), eq(savedCourses.courseId, courseId)));
}

const enrollment = statement<[userId: string, courseId: string], { phone: string; createdAt: Date }>(
  'courses.enrollment',
  'select phone, created_at as "createdAt" from course_enrollments where user_id = $1::uuid and course_id = $2::uuid',
);
export const findEnrollment = async (q: Queryable, userId: string, courseId: string) =>
  (await enrollment.run(q, userId, courseId))[0] ?? null;

/** Records an enrolment once: a second one keeps the first (its phone and date). */
export async function insertEnrollment(
  q: Queryable,
  row: { userId: string; courseId: string; aggregatorId: string | null; phone: string; now: Date },
) {
  await q
    .insert(courseEnrollments)
    .values({ userId: row.userId, courseId: row.courseId, aggregatorId: row.aggregatorId, phone: row.phone, createdAt: row.now })
    .onConflictDoNothing();
  return findEnrollment(q, row.userId, row.courseId);
}

// The import and the reference data: rare writes, in Drizzle.

export async function segmentIdsBySlug(q: Queryable): Promise<Map<string, string>> {
  const rows = await q.select({ id: courseSegments.id, slug: courseSegments.slug }).from(courseSegments);
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** Creates or renames the segments (reference data). */
export async function saveSegments(q: Queryable, list: { slug: string; pt: string; en: string; es: string }[]) {
  if (list.length === 0) return;
  await q
    .insert(courseSegments)
    .values(list.map((segment) => ({ slug: segment.slug, namePt: segment.pt, nameEn: segment.en, nameEs: segment.es })))
    .onConflictDoUpdate({
      target: courseSegments.slug,
      set: { namePt: sql`excluded.name_pt`, nameEn: sql`excluded.name_en`, nameEs: sql`excluded.name_es` },
    });
}

export async function providersBySlug(q: Queryable, slugs: string[]): Promise<Map<string, { id: string; name: string }>> {
  if (slugs.length === 0) return new Map();
  const rows = await q
    .select({ id: courseProviders.id, slug: courseProviders.slug, name: courseProviders.name })
    .from(courseProviders)
    .where(inArray(courseProviders.slug, slugs));
  return new Map(rows.map((row) => [row.slug, { id: row.id, name: row.name }]));
}

/** Creates the providers that do not exist yet; existing ones keep their name. */
export async function insertMissingProviders(q: Queryable, list: { slug: string; name: string }[]) {
  if (list.length === 0) return;
  await q.insert(courseProviders).values(list).onConflictDoNothing({ target: courseProviders.slug });
}

/** Creates or updates providers with their name, site and logo (the demo data). */
export async function saveProviders(q: Queryable, list: { slug: string; name: string; website: string | null; logoUrl: string | null }[]) {
  if (list.length === 0) return;
  await q
    .insert(courseProviders)
    .values(list)
    .onConflictDoUpdate({
      target: courseProviders.slug,
      set: { name: sql`excluded.name`, website: sql`excluded.website`, logoUrl: sql`excluded.logo_url` },
    });
}

export type CourseUpsert = Omit<CourseImport, 'provider' | 'providerName' | 'segment' | 'city' | 'state'> & {
  providerId: string;
  segmentId: string;
  cityName: string | null;
  stateCode: string | null;
  searchText: string;
  createdAt: Date;
};

/**
 * Inserts courses, or updates them when (provider, external id) exists: a re-import never duplicates, and an
 * updated course keeps its creation date. Tells how many were new and how many were updated.
 */
export async function upsertCourses(q: Queryable, rows: CourseUpsert[], now: Date) {
  let inserted = 0;
  let updated = 0;
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500);
    const done = await q
      .insert(courses)
      .values(batch.map((row) => ({ ...row, updatedAt: now })))
      .onConflictDoUpdate({
        target: [courses.providerId, courses.externalId],
        set: {
          segmentId: sql`excluded.segment_id`,
          name: sql`excluded.name`,
          description: sql`excluded.description`,
          modality: sql`excluded.modality`,
          workloadHours: sql`excluded.workload_hours`,
          priceCents: sql`excluded.price_cents`,
          currency: sql`excluded.currency`,
          language: sql`excluded.language`,
          url: sql`excluded.url`,
          imageUrl: sql`excluded.image_url`,
          cityName: sql`excluded.city_name`,
          stateCode: sql`excluded.state_code`,
          searchText: sql`excluded.search_text`,
          updatedAt: sql`excluded.updated_at`,
        },
      })
      // xmax is 0 on a row this statement inserted, and set on one it updated
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    for (const row of done) {
      if (row.inserted) inserted += 1;
      else updated += 1;
    }
  }
  return { inserted, updated };
}

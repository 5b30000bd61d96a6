import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import { itemsOf } from '../lookups/schemas.ts';
import { pageOf } from '../platform/pagination.ts';
import { searchPageOf } from '../search/search-page.ts';
import {
  courseAction,
  courseDetails,
  courseEnrollment,
  courseItem,
  courseSearchFilter,
  providerItem,
  RELATED_COURSES,
  segmentItem,
} from './schemas.ts';

const tag = 'courses';
const id = z.string().min(1).max(200);
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const limit = z.coerce.number().int().min(1).max(50).default(12);
/** a portal's id or subdomain */
const aggregator = z.string().trim().min(1).max(200).optional();
const savedState = z.object({ courseId: z.string(), saved: z.boolean() });

export const courseSuggestions = defineEndpoint({
  method: 'GET',
  path: '/v1/courses/suggestions',
  summary: "Courses for the caller, 15 per page: those of the segments of their profile's preferred areas first, then the newest",
  tag,
  access: 'session',
  scope: 'user',
  query: z.object({ page }),
  responses: { 200: pageOf(courseItem) },
});

export const getCourse = defineEndpoint({
  method: 'GET',
  path: '/v1/courses/details/:id',
  summary: "A course's page, its segment named in the caller's language, with whether the caller saved it or enrolled",
  tag,
  access: 'session',
  scope: 'user',
  params: z.object({ id }),
  responses: { 200: courseDetails },
});

export const relatedCourses = defineEndpoint({
  method: 'GET',
  path: '/v1/courses/related/:id',
  summary: `Up to ${RELATED_COURSES} other courses of the same segment, newest first`,
  tag,
  access: 'session',
  scope: 'user',
  params: z.object({ id }),
  responses: { 200: itemsOf(courseItem) },
});

export const listSavedCourses = defineEndpoint({
  method: 'GET',
  path: '/v1/courses/saved',
  summary: 'The courses the caller saved, last saved first; with `aggregator`, those saved through that portal',
  tag,
  access: 'session',
  scope: 'user',
  query: z.object({ aggregator, page, limit }),
  responses: { 200: pageOf(courseItem) },
});

export const saveCourse = defineEndpoint({
  method: 'POST',
  path: '/v1/courses/saved',
  summary: 'Saves a course (through a portal when `aggregator` is given); saving it again changes nothing',
  tag,
  access: 'session',
  scope: 'user',
  body: courseAction,
  responses: { 200: savedState },
});

export const unsaveCourse = defineEndpoint({
  method: 'DELETE',
  path: '/v1/courses/saved',
  summary: 'Takes a course out of the saved ones; `course_id` in the body or the query',
  tag,
  access: 'session',
  scope: 'user',
  query: z.object({ course_id: id.optional() }),
  body: z.object({ course_id: id.optional() }).nullish(),
  responses: { 200: savedState },
});

export const listCourseProviders = defineEndpoint({
  method: 'GET',
  path: '/v1/courses/providers',
  summary: 'The organisations whose courses the catalogue lists, by name (the provider filter)',
  tag,
  access: 'session',
  scope: 'user',
  responses: { 200: itemsOf(providerItem) },
});

export const listCourseSegments = defineEndpoint({
  method: 'GET',
  path: '/v1/courses/segments',
  summary: "The course segments named in the caller's language, by name (the segment filter)",
  tag,
  access: 'session',
  scope: 'user',
  responses: { 200: itemsOf(segmentItem) },
});

export const listEnrolledCourses = defineEndpoint({
  method: 'GET',
  path: '/v1/courses/enroll',
  summary: 'The courses the caller enrolled in, last enrolment first',
  tag,
  access: 'session',
  scope: 'user',
  query: z.object({ page, limit }),
  responses: { 200: pageOf(courseItem) },
});

export const enrollCourse = defineEndpoint({
  method: 'POST',
  path: '/v1/courses/enroll',
  summary:
    "Enrolls the caller in a course, keeping their profile's phone for the provider (422 courses.phone_required without one); enrolling again answers the same enrolment",
  tag,
  access: 'session',
  scope: 'user',
  body: courseAction,
  responses: { 200: courseEnrollment },
});

export const searchCourses = defineEndpoint({
  method: 'POST',
  path: '/v1/courses/search',
  summary:
    'Searches the catalogue by the course search filter (name ignoring accents and case and tolerating typos, modality, workload, price, segment and provider by id or slug), 12 per page: the most relevant first with a name, else the newest',
  tag,
  access: 'session',
  scope: 'user',
  body: courseSearchFilter,
  responses: { 200: searchPageOf(courseItem) },
});

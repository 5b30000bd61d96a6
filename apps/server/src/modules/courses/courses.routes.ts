import { coursesApi } from '@trilha/contract';
import { route } from '../../platform/http/context.ts';
import { replicaRoute } from '../../platform/http/replica-route.ts';
import { searchRoute } from '../../platform/http/search-limits.ts';
import {
  courseProviders,
  courseSegments,
  courseSuggestions,
  enroll,
  enrolledCourses,
  getCourse,
  relatedCourses,
  saveCourse,
  savedCourses,
  searchCourses,
  unsaveCourse,
} from './courses.service.ts';

/** Every route of the course catalogue. */
export const coursesRoutes = [
  replicaRoute(coursesApi.courseSuggestions, ({ deps, session, lang, query }) =>
    courseSuggestions(deps, session.user.id, lang, query.page),
  ),
  route(coursesApi.getCourse, ({ deps, session, lang, params }) => getCourse(deps, session.user.id, lang, params.id)),
  replicaRoute(coursesApi.relatedCourses, ({ deps, session, lang, params }) => relatedCourses(deps, session.user.id, lang, params.id)),
  route(coursesApi.listSavedCourses, ({ deps, session, lang, query }) => savedCourses(deps, session.user.id, lang, query)),
  route(coursesApi.saveCourse, ({ deps, session, lang, body }) => saveCourse(deps, session.user.id, lang, body)),
  route(coursesApi.unsaveCourse, ({ deps, session, query, body }) =>
    unsaveCourse(deps, session.user.id, body?.course_id ?? query.course_id),
  ),
  route(coursesApi.listCourseProviders, ({ deps }) => courseProviders(deps)),
  route(coursesApi.listCourseSegments, ({ deps, lang }) => courseSegments(deps, lang)),
  route(coursesApi.listEnrolledCourses, ({ deps, session, lang, query }) => enrolledCourses(deps, session.user.id, lang, query)),
  route(coursesApi.enrollCourse, ({ deps, session, lang, body }) => enroll(deps, session.user.id, lang, body)),
  searchRoute(coursesApi.searchCourses, ({ deps, session, lang, body }) => searchCourses(deps, session.user.id, lang, body)),
];

import type { RouteObject } from 'react-router';
import { registerDiscoveryPanel } from '../../lib/discovery/discovery-registry.ts';
import type { DomainRoutes } from '../../lib/routing/domain-routes.ts';
import { page } from '../../lib/routing/route-helpers.ts';

const courseSearch = () => import('./search/course-search-page.tsx');
const courseDetails = page(() => import('./details/course-details-page.tsx'));

// discovery's ?type=courses screen in /my and in a company (the learning domain's discovery screen shows it)
registerDiscoveryPanel('courses', courseSearch);

const at = (path: string, screen: Pick<RouteObject, 'lazy'>): RouteObject => ({ path, ...screen });

/** Courses: the catalogue's search and a course's page in every workspace kind. */
const routes: DomainRoutes = {
  individual: [at('discovery/course/:courseId', courseDetails)],
  // not among a company's own routes, but a course link shared inside a company opens there too
  business: [at('discovery/course/:courseId', courseDetails)],
  aggregator: [
    at('discovery/courses', page(courseSearch)),
    at('discovery/course/:courseId', courseDetails),
    at('contents/course/:courseId', courseDetails),
  ],
};

export default routes;

declare module '../../lib/i18n/resources.ts' {
  interface Resources {
    courses: typeof import('../../lib/i18n/locales/pt-BR/courses.json');
  }
}

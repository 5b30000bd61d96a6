import type { RouteObject } from 'react-router';
import type { DomainRoutes } from '../../lib/routing/domain-routes.ts';
import { page, toChild, withChunkTimeout } from '../../lib/routing/route-helpers.ts';
import type { MobilityTab } from './mobility/internal-mobility-page.tsx';
import type { ApplicationsTab } from './tabs/applications-page.tsx';

const applicationPage: RouteObject = { path: 'application/:applicationId', ...page(() => import('./apply/application-page.tsx')) };

/** One tab of the applications screen, told which tab it is. */
const tabScreen = (path: string, tab: ApplicationsTab): RouteObject => ({
  path,
  lazy: async () => {
    const { ApplicationsPage } = await withChunkTimeout(() => import('./tabs/applications-page.tsx'));
    return { Component: () => <ApplicationsPage tab={tab} /> };
  },
});

const mobilityScreen = (path: string, tab: MobilityTab | null): RouteObject => ({
  path,
  lazy: async () => {
    const { InternalMobilityPage } = await withChunkTimeout(() => import('./mobility/internal-mobility-page.tsx'));
    return { Component: () => <InternalMobilityPage tab={tab} /> };
  },
});

const candidateTabs: RouteObject[] = [
  { path: 'applications', loader: toChild('under-analysis') },
  tabScreen('applications/under-analysis', 'under-analysis'),
  tabScreen('applications/unfinished', 'unfinished'),
  tabScreen('applications/saved', 'saved'),
  tabScreen('applications/closed', 'closed'),
];

/** Applications, the candidate's side: the tabs, applying in steps, internal mobility. */
const routes: DomainRoutes = {
  individual: [...candidateTabs, applicationPage],
  business: [
    tabScreen('applications', 'open'),
    tabScreen('applications/closed', 'closed'),
    { path: 'internal-mobility', loader: toChild('under-analysis') },
    mobilityScreen('internal-mobility/under-analysis', 'under-analysis'),
    mobilityScreen('internal-mobility/incompleted', 'incompleted'),
    mobilityScreen('internal-mobility/finished', 'finished'),
    applicationPage,
  ],
  aggregator: [...candidateTabs, mobilityScreen('internal-mobility', null), applicationPage],
};

export default routes;

declare module '../../lib/i18n/resources.ts' {
  interface Resources {
    applications: typeof import('../../lib/i18n/locales/pt-BR/applications.json');
  }
}

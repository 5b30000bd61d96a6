import type { RouteTable } from '../platform/http/register.ts';
import { applicationInvitesRoutes } from './application-invites/index.ts';
import { applicationsRoutes } from './applications/index.ts';
import { communicationRoutes } from './communication/index.ts';
import { companyRoutes } from './company/index.ts';
import { companyRecordsRoutes } from './company-records/index.ts';
import { companyUsersRoutes } from './company-users/index.ts';
import { contentsRoutes } from './contents/index.ts';
import { coursesRoutes } from './courses/index.ts';
import { dataExportSections } from './data-export.ts';
import { devFixturesRoutes, outboxRoutes } from './dev/index.ts';
import { healthRoutes } from './health/index.ts';
import { hiringRoutes } from './hiring/index.ts';
import { identityRoutes } from './identity/index.ts';
import { integrationsRoutes } from './integrations/index.ts';
import { lookupsRoutes } from './lookups/index.ts';
import { messagesRoutes } from './messages/index.ts';
import { positionsRoutes } from './positions/index.ts';
import { privacyRoutes } from './privacy/index.ts';
import { profileRoutes } from './profile/index.ts';
import { reportsRoutes } from './reports/index.ts';
import { resumeRoutes } from './resume/index.ts';
import { searchRoutes } from './search/index.ts';
import { skillsRoutes } from './skills/index.ts';
import { walletRoutes } from './wallet/index.ts';
import { authorizeWorkspace, workspacesRoutes } from './workspaces/index.ts';

/** Every route of the API, module by module, and the check of workspace scopes. */
export const routeTable: RouteTable = {
  routes: [
    ...healthRoutes,
    ...outboxRoutes,
    ...devFixturesRoutes,
    ...identityRoutes,
    ...workspacesRoutes,
    ...skillsRoutes,
    ...lookupsRoutes,
    ...profileRoutes,
    ...communicationRoutes,
    ...resumeRoutes,
    ...contentsRoutes,
    ...positionsRoutes,
    ...coursesRoutes,
    ...applicationsRoutes,
    ...applicationInvitesRoutes,
    ...hiringRoutes,
    ...reportsRoutes,
    ...messagesRoutes,
    ...searchRoutes,
    ...companyRoutes,
    ...companyUsersRoutes,
    ...companyRecordsRoutes,
    ...integrationsRoutes,
    ...walletRoutes,
    ...privacyRoutes(dataExportSections),
  ],
  authorizeWorkspace,
};

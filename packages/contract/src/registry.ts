import * as applicationInvites from './application-invites/endpoints.ts';
import * as applications from './applications/endpoints.ts';
import * as communication from './communication/endpoints.ts';
import * as company from './company/endpoints.ts';
import * as companyRecords from './company-records/endpoints.ts';
import * as companyUsers from './company-users/endpoints.ts';
import * as contents from './contents/endpoints.ts';
import * as courses from './courses/endpoints.ts';
import * as hiring from './hiring/endpoints.ts';
import type { EndpointDefinition } from './http/endpoint.ts';
import * as identity from './identity/endpoints.ts';
import * as integrations from './integrations/endpoints.ts';
import * as lookups from './lookups/endpoints.ts';
import * as messages from './messages/endpoints.ts';
import * as platform from './platform/endpoints.ts';
import * as positions from './positions/endpoints.ts';
import * as profile from './profile/endpoints.ts';
import * as reports from './reports/endpoints.ts';
import * as resume from './resume/endpoints.ts';
import * as search from './search/endpoints.ts';
import * as skills from './skills/endpoints.ts';
import * as wallet from './wallet/endpoints.ts';
import * as workspaces from './workspaces/endpoints.ts';

const endpointsOf = (module: Record<string, unknown>): EndpointDefinition[] =>
  Object.values(module).filter(
    (value): value is EndpointDefinition =>
      typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'responses' in value,
  );

/** Every endpoint of the contract; the server registers exactly these. */
export const ALL_ENDPOINTS: EndpointDefinition[] = [
  ...endpointsOf(platform),
  ...endpointsOf(workspaces),
  ...endpointsOf(identity),
  ...endpointsOf(skills),
  ...endpointsOf(lookups),
  ...endpointsOf(profile),
  ...endpointsOf(communication),
  ...endpointsOf(resume),
  ...endpointsOf(contents),
  ...endpointsOf(positions),
  ...endpointsOf(courses),
  ...endpointsOf(applications),
  ...endpointsOf(hiring),
  ...endpointsOf(applicationInvites),
  ...endpointsOf(messages),
  ...endpointsOf(reports),
  ...endpointsOf(search),
  ...endpointsOf(company),
  ...endpointsOf(companyUsers),
  ...endpointsOf(companyRecords),
  ...endpointsOf(integrations),
  ...endpointsOf(wallet),
];

// Every domain of the contract, once: a folder with its endpoints (re-exported as `<domain>Api`), its schemas and its
// errors. The contract's other lists are read from here: index.ts re-exports this file, ALL_ENDPOINTS (registry.ts)
// takes every `<domain>Api`, ERRORS (errors/catalogue.ts) every `<DOMAIN>_ERRORS`. A new domain adds its block.
// Only re-exports: the web build keeps what a screen imports and drops the rest (endpoints as method and path,
// vite-web-contract.ts), so nothing here may read the domains at module top level.

export * as applicationInvitesApi from './application-invites/endpoints.ts';
export * from './application-invites/errors.ts';
export * from './application-invites/schemas.ts';

export * as applicationsApi from './applications/endpoints.ts';
export * from './applications/errors.ts';
export * from './applications/schemas.ts';
export * as assignmentsApi from './assignments/endpoints.ts';
export * from './assignments/errors.ts';
export * from './assignments/schemas.ts';
export * as certificatesApi from './certificates/endpoints.ts';
export * from './certificates/errors.ts';
export * from './certificates/schemas.ts';

export * as communicationApi from './communication/endpoints.ts';
export * from './communication/schemas.ts';

export * as companyApi from './company/endpoints.ts';
export * from './company/errors.ts';
export * from './company/schemas.ts';

export * as companyRecordsApi from './company-records/endpoints.ts';
export * from './company-records/errors.ts';
export * from './company-records/schemas.ts';

export * as companyUsersApi from './company-users/endpoints.ts';
export * from './company-users/errors.ts';
export * from './company-users/schemas.ts';

export { DISCOVERY_CATEGORIES, DISCOVERY_SORTS, type DiscoveryQuery, discoveryQuery } from './contents/discovery-endpoints.ts';
export * as contentsApi from './contents/endpoints.ts';
export { MY_CONTENT_FILTERS, type MyContentFilter } from './contents/endpoints.ts';
export * from './contents/errors.ts';
export { MY_LIST_FILTERS } from './contents/list-endpoints.ts';
export * from './contents/schemas.ts';

export * as coursesApi from './courses/endpoints.ts';
export * from './courses/errors.ts';
export * from './courses/schemas.ts';

export * as hiringApi from './hiring/endpoints.ts';
export * from './hiring/errors.ts';
export * from './hiring/schemas.ts';

export * as identityApi from './identity/endpoints.ts';
export * from './identity/errors.ts';
export * from './identity/phone.ts';
export * from './identity/register-schemas.ts';
export * from './identity/schemas.ts';
export * from './integrations/api-key-schemas.ts';
export * as integrationsApi from './integrations/endpoints.ts';
export * from './integrations/errors.ts';
export * from './integrations/schemas.ts';
export * from './integrations/webhook-schemas.ts';

export * as jobAlertsApi from './job-alerts/endpoints.ts';
export * from './job-alerts/errors.ts';
export * from './job-alerts/schemas.ts';
export * as learningApi from './learning/endpoints.ts';
export * from './learning/errors.ts';
export * from './learning/schemas.ts';
export * from './lookups/categories.ts';

export * as lookupsApi from './lookups/endpoints.ts';
export * from './lookups/errors.ts';
export * from './lookups/schemas.ts';

export * as messagesApi from './messages/endpoints.ts';
export * from './messages/errors.ts';
export * from './messages/schemas.ts';

export * as platformApi from './platform/endpoints.ts';
export * from './platform/errors.ts';
export * from './platform/pagination.ts';

export * as positionsApi from './positions/endpoints.ts';
export { type JobSearchFilter, jobSearchFilter } from './positions/endpoints.ts';
export * from './positions/errors.ts';
export * from './positions/schemas.ts';
export * from './positions/screening.ts';
export * from './positions/suggestion-schemas.ts';

export * as profileApi from './profile/endpoints.ts';
export * from './profile/errors.ts';
export * from './profile/schemas.ts';

export * as quizzesApi from './quizzes/endpoints.ts';
export * from './quizzes/errors.ts';
export * from './quizzes/schemas.ts';

export * as reportsApi from './reports/endpoints.ts';
export * from './reports/errors.ts';
export * from './reports/schemas.ts';

export * as resumeApi from './resume/endpoints.ts';
export * from './resume/errors.ts';
export * from './resume/schemas.ts';

export * as searchApi from './search/endpoints.ts';
export { type SingleSearchResult, singleSearchQuery } from './search/endpoints.ts';
export * from './search/errors.ts';
export { SEARCH_TEXT_MAX } from './search/search-text.ts';

export * as skillsApi from './skills/endpoints.ts';
export * from './skills/errors.ts';
export * from './skills/schemas.ts';

export * as walletApi from './wallet/endpoints.ts';
export * from './wallet/errors.ts';
export * from './wallet/schemas.ts';

export * as workspacesApi from './workspaces/endpoints.ts';
export * from './workspaces/errors.ts';
export * from './workspaces/schemas.ts';

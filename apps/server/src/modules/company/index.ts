// The company module's public surface (issue 14).
export { companyBillingParty } from './billing-party.ts';
export { companyRoutes } from './company.routes.ts';

import './errors/zod-messages.ts';

export * from './errors/catalogue.ts';
export * from './errors/envelope.ts';
export * from './errors/zod-messages.ts';
export * from './http/endpoint.ts';
export * from './i18n/languages.ts';
export * as identityApi from './identity/endpoints.ts';
export * from './identity/schemas.ts';
export * from './permissions/actions.ts';
export * from './permissions/can.ts';
export * from './permissions/resources.ts';
export * from './permissions/roles.ts';
export * as platformApi from './platform/endpoints.ts';
export * from './platform/pagination.ts';
export { ALL_ENDPOINTS } from './registry.ts';
export * as workspacesApi from './workspaces/endpoints.ts';
export * from './workspaces/schemas.ts';

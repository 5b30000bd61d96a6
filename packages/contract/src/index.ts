// The contract's public surface: every domain (domains.ts, the one list of them) and what the domains share.
export * from './domains.ts';
export * from './errors/catalogue.ts';
export * from './errors/envelope.ts';
export * from './http/endpoint.ts';
export * from './i18n/languages.ts';
export * from './permissions/actions.ts';
export * from './permissions/api-key-scopes.ts';
export * from './permissions/can.ts';
export * from './permissions/resources.ts';
export * from './permissions/roles.ts';
export { ALL_ENDPOINTS } from './registry.ts';

// One set of test factories: rows straight into the tables (or through the API where the module's own flow makes
// them), with defaults a test overrides. Split by entity; import them all from here.
export * from './applications.ts';
export * from './companies.ts';
export * from './company-details.ts';
export * from './contents.ts';
export * from './courses.ts';
export * from './hiring.ts';
export * from './integrations.ts';
export * from './invites.ts';
export * from './members.ts';
export * from './positions.ts';
export * from './records.ts';
export * from './users.ts';
export * from './wallet.ts';
export * from './workspaces.ts';

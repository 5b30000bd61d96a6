export * from './identity.ts';
export * from './platform.ts';
export * from './workspaces.ts';

export * from './communication.ts';
export * from './contents.ts';
export * from './identity.ts';
export * from './platform.ts';
export * from './profile.ts';
export * from './resume.ts';
export * from './skills.ts';
export * from './workspaces.ts';

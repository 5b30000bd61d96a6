import { guard } from '../routing/route-helpers.ts';

// The workspace guards load on demand; one import() here serves every route table (each import() call site carries its
// own list of chunks to preload into the entry chunk, so the tables share this one).
const workspaceGuards = () => import('./guards.ts');

/** The admin center's screens (/c/:companyDomain/admin-center/...): admins, and support staff while allowed. */
export const requireAdminCenter = guard(workspaceGuards, 'requireAdminCenter');
/** Screens that manage a workspace (members, customizations, management) in /c/ or /p/. */
export const requireManage = guard(workspaceGuards, 'requireManage');
export const requireIndividual = guard(workspaceGuards, 'requireIndividual');
export const requireBusiness = guard(workspaceGuards, 'requireBusiness');
export const requireAggregator = guard(workspaceGuards, 'requireAggregator');

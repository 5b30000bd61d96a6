// The workspaces module's public surface: other modules and the app import from here only.
import type { ServerModule } from '../module.ts';
import { workspacesExportSections } from './export.data.ts';
import { workspacesSummarySections } from './summary-sections.ts';
import { workspacesRoutes } from './workspaces.routes.ts';
import { workspacesTasks } from './workspaces.tasks.ts';

export { authorizeWorkspace, authorizeWorkspaceInput } from './access.service.ts';
export { checkSignUpInvite, completeInvite } from './invite-answers.service.ts';
export { cancelPendingInvite } from './invites.data.ts';
export { createInvites, listInvites, resendInvite, toInviteItem } from './invites.service.ts';
export { insertMembership, setRecruitmentRole } from './members.data.ts';
export { changeMemberRole, listMembers, removeMember } from './members.service.ts';
export { acceptWorkspaceTerms, createOwnedWorkspace, removePersonalWorkspaces } from './membership.service.ts';
export { assertMayReachOut, markOwnedCompaniesConfirmed, ownsUnconfirmedCompany } from './owner-confirmation.ts';
export { supportWorkspaceSummary, visibleWorkspaces } from './workspace-summaries.ts';
export { markWorkspaceRegular } from './workspaces.data.ts';
export { workspaceIdOf } from './workspaces.service.ts';

/** The module as the app wires it (modules/domains.ts lists it). */
export const workspacesModule: ServerModule = {
  name: 'workspaces',
  routes: workspacesRoutes,
  tasks: workspacesTasks,
  exportSections: workspacesExportSections,
  summarySections: workspacesSummarySections,
};

// The workspaces module's public surface: other modules and the app import from here only.
export { authorizeWorkspace, authorizeWorkspaceInput } from './access.service.ts';
export { workspacesExportSections } from './export.data.ts';
export { checkSignUpInvite, completeInvite } from './invite-answers.service.ts';
export { createInvites, listInvites, resendInvite, toInviteItem } from './invites.service.ts';
export { changeMemberRole, listMembers, removeMember } from './members.service.ts';
export { acceptWorkspaceTerms, createOwnedWorkspace, removePersonalWorkspaces } from './membership.service.ts';
export { workspacesSummarySections } from './summary-sections.ts';
export { supportWorkspaceSummary, visibleWorkspaces } from './workspace-summaries.ts';
export { workspacesRoutes } from './workspaces.routes.ts';
export { workspaceIdOf } from './workspaces.service.ts';
export { workspacesTasks } from './workspaces.tasks.ts';

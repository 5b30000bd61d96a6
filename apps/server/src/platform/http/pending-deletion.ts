import {
  applicationInvitesApi,
  applicationsApi,
  communicationApi,
  contentsApi,
  coursesApi,
  type EndpointDefinition,
  hiringApi,
  identityApi,
  messagesApi,
  positionsApi,
  profileApi,
  reportsApi,
  skillsApi,
  workspacesApi,
} from '@trilha/contract';

/**
 * What an account pending deletion may still call: reactivate, read its own data, export it, sign out
 * (and ask for the removal again, which keeps the first date). Everything else answers `account.pending_deletion`,
 * decided once in the request pipeline, so a new route is refused unless it is added here on purpose.
 */
const WHILE_PENDING_DELETION: ReadonlySet<EndpointDefinition> = new Set<EndpointDefinition>([
  identityApi.getAuthData,
  identityApi.synchronize,
  identityApi.logout,
  identityApi.reactivateAccount,
  identityApi.deleteAccount,
  identityApi.exportMyData,
  identityApi.getMyselfInfo,
  profileApi.getProfile,
  skillsApi.listMySkills,
  workspacesApi.listMyWorkspaces,
  communicationApi.getCommunication,
  applicationsApi.listMatches,
  applicationsApi.listOldMatches,
  applicationsApi.getApplication,
  applicationsApi.getApplicationFile,
  hiringApi.getMyApplicationHiring,
  reportsApi.getCareer,
  messagesApi.listConversations,
  messagesApi.getConversation,
  applicationInvitesApi.listMyApplicationInvites,
  hiringApi.listPendingOffers,
  positionsApi.listFavoritePositions,
  contentsApi.listMyContents,
  contentsApi.listMyLists,
  contentsApi.listOwnedLists,
  contentsApi.listSaves,
  coursesApi.listSavedCourses,
  coursesApi.listEnrolledCourses,
]);

export const mayCallWhilePendingDeletion = (endpoint: EndpointDefinition): boolean => WHILE_PENDING_DELETION.has(endpoint);

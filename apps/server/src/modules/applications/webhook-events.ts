/**
 * What an application's webhook events carry (application.created, .stage_changed, .withdrawn): the ids to fetch the
 * rest with an API key (applications:read) and the stage it is in.
 */
export const applicationEventData = (applicationId: string, positionId: string, stage: string) => ({ applicationId, positionId, stage });

// What the application invites domain offers the other features (the only file of it they may import).

/** The candidate's pending invites to apply, accepted or rejected in place (the applications screen). */
export { ApplicationInvitesPanel } from './candidate/invites-panel.tsx';
/** The recruiter's "invite candidates" dialog of a position, with the invites already sent (the pipeline's header). */
export { InviteCandidatesDialog } from './recruiter/invite-dialog.tsx';

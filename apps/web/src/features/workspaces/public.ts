// What the workspaces domain offers the other features (the only file of it they may import).

/** GET /v1/workspaces/invites/:token: an invite's public data (the sign-up that comes from an invite's link). */
export { inviteQuery } from './api/get-invite.ts';

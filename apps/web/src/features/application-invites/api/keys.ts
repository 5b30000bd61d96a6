/** Query keys of invites to apply: a prospect's link, the candidate's pending invites, and a position's. */
export const applicationInviteKeys = {
  prospect: (hash: string) => ['application-invites', 'prospect', hash] as const,
  mine: ['application-invites', 'mine'] as const,
  position: (positionId: string) => ['positions', 'application-invites', positionId] as const,
};

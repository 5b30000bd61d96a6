/** Query keys of the prospect invite pages. */
export const prospectKeys = {
  invite: (hash: string) => ['application-invites', 'prospect', hash] as const,
};

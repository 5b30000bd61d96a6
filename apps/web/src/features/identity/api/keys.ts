/** The query keys of the identity feature (the session's own key lives in lib/session). */
export const identityKeys = {
  invite: (inviteId: string) => ['invite', inviteId] as const,
  resetCode: (code: string) => ['reset-code', code] as const,
};

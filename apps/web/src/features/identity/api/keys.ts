/** The query keys of the identity feature (the session's own key lives in lib/session). */
export const identityKeys = {
  resetCode: (code: string) => ['reset-code', code] as const,
  emailConfirmation: (code: string) => ['email-confirmation', code] as const,
};

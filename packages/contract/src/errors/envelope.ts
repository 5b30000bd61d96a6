import { z } from 'zod';

/** The body of every non-2xx answer. */
export const errorEnvelope = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/**
 * Spec section 8: which failed answers end the session on the client.
 * 401, 400, 403, 426 or code invalid_token log out, except credential errors
 * (wrong password, unknown user) and plain permission denials, which only show a message.
 */
const NO_LOGOUT_CODES = new Set([
  'auth.user_not_found',
  'auth.wrong_password',
  'auth.invalid_credentials',
  'auth.user_disabled',
  'password.wrong_current',
  'permission.denied',
  'link.forbidden',
  'user.not.allowed:to.access',
  'workspace.support_unavailable',
  'workspace.terms_not_accepted',
  'account.pending_deletion',
  'invite.email_mismatch',
  'validation.failed',
]);

export function shouldLogout(status: number, code: string | undefined): boolean {
  if (code === 'invalid_token') return true;
  if (![400, 401, 403, 426].includes(status)) return false;
  return !(code && NO_LOGOUT_CODES.has(code));
}

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
 * Which failed answers end the session on the client.
 * 401, 400, 403, 426 or code invalid_token log out, except credential errors
 * (wrong password, unknown user), plain permission denials and malformed requests, which only show a message:
 * a 400 for a crafted URL or body (`bad_request`, `validation.failed`) says nothing about the session, and signing
 * the user out for it would let any link end someone's session.
 */
const NO_LOGOUT_CODES = new Set([
  'bad_request',
  'auth.user_not_found',
  'auth.wrong_password',
  'auth.invalid_credentials',
  'auth.code_required',
  'auth.invalid_code',
  'auth.user_disabled',
  'password.wrong_current',
  'permission.denied',
  'link.forbidden',
  'user.not.allowed:to.access',
  'workspace.support_unavailable',
  'workspace.terms_not_accepted',
  'account.pending_deletion',
  'validation.failed',
]);

/**
 * An invite meant for another address (a workspace invite, a prospect invite: every catalogue code named
 * `<domain>.email_mismatch`) only shows its message: the signed-in person is not the invitee, and signing them out
 * would not help them. Matched by name so a domain that adds such a code cannot forget to list it here.
 */
const isEmailMismatch = (code: string) => code.endsWith('.email_mismatch');

export function shouldLogout(status: number, code: string | undefined): boolean {
  if (code === 'invalid_token') return true;
  if (![400, 401, 403, 426].includes(status)) return false;
  return !(code && (NO_LOGOUT_CODES.has(code) || isEmailMismatch(code)));
}

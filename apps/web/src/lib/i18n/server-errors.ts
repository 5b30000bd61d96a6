import { i18next } from './i18n.ts';

/**
 * The error codes whose message the web shows by itself (before or without a call). Every other failure's
 * localized message arrives in the server's error envelope, so the web does not load the contract's whole error
 * catalogue (all domains, three languages) on every screen: these texts live in `common.json` under
 * `serverErrors`, and `server-errors.test.ts` holds them equal to the catalogue's.
 */
export const SHOWN_ERRORS = [
  'validation.failed',
  'workspace.not_found',
  'workspace.support_unavailable',
  'user.not.allowed:to.access',
  'account.disable_failed',
  'recovery.invalid_code',
  'file.too_large',
  'file.invalid_type',
  'resume.too_large',
  'resume.wrong_format',
] as const;
export type ShownError = (typeof SHOWN_ERRORS)[number];

/** The i18n key of a code (i18next reads dots and colons as separators). */
export const serverErrorKey = (code: ShownError) => code.replace(/[.:]/g, '_');

/** The message of one of the codes above, in the current language. */
export const errorText = (code: ShownError): string => i18next.t(`common:serverErrors.${serverErrorKey(code)}` as never);

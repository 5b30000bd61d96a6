import { isApiError } from '../api/api-error.ts';
import { i18next } from '../i18n/i18n.ts';

/** The message to show for a failed call: the server's localized text, or a connection failure. */
export function failureMessage(error: unknown): string {
  if (isApiError(error) && error.status > 0) return error.message;
  return i18next.t('common:networkError');
}

/** A failure the form already shows on its fields. */
export const hasFieldErrors = (error: unknown): boolean => isApiError(error) && Object.keys(error.fields).length > 0;

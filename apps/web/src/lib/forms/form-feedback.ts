import { fieldMessage, resolveLanguage } from '@trilha/contract';
import { isApiError } from '../api/api-error.ts';
import { i18next } from '../i18n/i18n.ts';
import { errorText } from '../i18n/server-errors.ts';

const language = () => resolveLanguage(i18next.language);

/** Whether a submit left a required field (or the terms) empty: the form then says so above the fields. */
export function missesRequiredFields(errors: Record<string, unknown>): boolean {
  const lang = language();
  const required = new Set([fieldMessage('required', lang), fieldMessage('terms.required', lang)]);
  return Object.values(errors).some((message) => required.has(String(message)));
}

/** Spec section 5: the form-level 'Algum campo obrigatório não foi preenchido', in the current language. */
export const requiredFieldsMessage = () => errorText('validation.failed');

/** The message to show for a failed call: the server's localized text, or a connection failure. */
export function failureMessage(error: unknown): string {
  if (isApiError(error) && error.status > 0) return error.message;
  return i18next.t('common:networkError');
}

/** A failure the form already shows on its fields. */
export const hasFieldErrors = (error: unknown): boolean => isApiError(error) && Object.keys(error.fields).length > 0;

import { errorMessage, fieldMessage, resolveLanguage } from '@trilha/contract';
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api/api-error.ts';
import { i18next } from '../../lib/i18n/i18n.ts';

const language = () => resolveLanguage(i18next.language);

/**
 * Spec section 5: the form-level 'Algum campo obrigatório não foi preenchido' when a submit
 * left a required field (or the terms) empty; null otherwise.
 */
export function requiredFieldsAlert(errors: Record<string, unknown>): string | null {
  const lang = language();
  const required = new Set([fieldMessage('required', lang), fieldMessage('terms.required', lang)]);
  return Object.values(errors).some((message) => required.has(String(message))) ? errorMessage('validation.failed', lang) : null;
}

/** The message to show for a failed call: the server's localized text, or a connection failure. */
export function failureMessage(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.status > 0) return error.message;
  return t('auth:networkError');
}

/** A failure the form already shows on its fields. */
export const hasFieldErrors = (error: unknown): boolean => isApiError(error) && Object.keys(error.fields).length > 0;

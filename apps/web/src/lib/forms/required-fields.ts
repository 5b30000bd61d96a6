import { resolveLanguage } from '@trilha/contract';
import { i18next } from '../i18n/i18n.ts';
import { errorText } from '../i18n/server-errors.ts';
import { fieldMessage } from './field-rules.ts';

/**
 * Whether a submit left a required field empty: the form then says so above the fields. Filled fields that break a
 * rule (a weak password, terms not accepted) are not "not filled": the form asks to review them instead.
 */
export function missesRequiredFields(errors: Record<string, unknown>): boolean {
  const required = fieldMessage('required', resolveLanguage(i18next.language));
  return Object.values(errors).some((message) => String(message) === required);
}

/** The form-level 'Algum campo obrigatório não foi preenchido', in the current language. */
export const requiredFieldsMessage = () => errorText('validation.failed');

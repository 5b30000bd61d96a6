import { resolveLanguage } from '@trilha/contract';
import { i18next } from '../i18n/i18n.ts';
import { errorText } from '../i18n/server-errors.ts';
import { fieldMessage } from './field-rules.ts';

/** Whether a submit left a required field (or the terms) empty: the form then says so above the fields. */
export function missesRequiredFields(errors: Record<string, unknown>): boolean {
  const language = resolveLanguage(i18next.language);
  const required = new Set([fieldMessage('required', language), fieldMessage('terms.required', language)]);
  return Object.values(errors).some((message) => required.has(String(message)));
}

/** Spec section 5: the form-level 'Algum campo obrigatório não foi preenchido', in the current language. */
export const requiredFieldsMessage = () => errorText('validation.failed');

import { resolveLanguage, workspaceName } from '@trilha/contract';
import { fieldMessage } from '../../../lib/forms/field-rules.ts';
import { i18next } from '../../../lib/i18n/i18n.ts';

/** Mantine form rule from the contract's workspace name (3 to 255 characters). */
export function validateWorkspaceName(value: string): string | null {
  const result = workspaceName.safeParse(value);
  if (result.success) return null;
  return fieldMessage(result.error.issues[0]?.message ?? 'invalid', resolveLanguage(i18next.language));
}

import { resolveLanguage } from '@trilha/contract';
import type { z } from 'zod';
import { i18next } from '../i18n/i18n.ts';
import { fieldMessage } from './field-rules.ts';

/**
 * A Mantine form `validate` function from a contract schema: the same rules as the server,
 * with the issue keys turned into the user's language.
 */
export function zodValidate<S extends z.ZodType>(schema: S) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const language = resolveLanguage(i18next.language);
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      if (!(path in errors)) errors[path] = fieldMessage(issue.message, language);
    }
    return errors;
  };
}

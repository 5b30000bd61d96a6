import type { z } from 'zod';
import { AppError } from './app-error.ts';

/** Turns zod issues into field -> FIELD_MESSAGES key, as the validation errors of JSON bodies. */
function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path.map(String).join('.') || '_';
    fields[name] ??= issue.message;
  }
  return fields;
}

/** Validates the fields of a form the pipeline could not (multipart): a 422 with field messages when they fail. */
export function parseForm<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw new AppError('validation.failed', fieldErrors(parsed.error.issues));
  return parsed.data;
}

import { z } from 'zod';

/** A missing or empty value falls through to the global `required` message. */
export const unlessEmpty = (key: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? undefined : key;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** PostgreSQL text and jsonb hold neither NUL nor half of a surrogate pair; refusing them keeps such input a 422, not a 500. */
export const isStorableText = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/** Free text the user types: trimmed, bounded, storable. */
export const plainText = (max: number, min = 0) =>
  z.string().trim().min(min).max(max).refine(isStorableText, { error: 'invalid', abort: true });

import { z } from 'zod';

/** A missing or empty value falls through to the global `required` message. */
export const unlessEmpty = (key: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? undefined : key;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** PostgreSQL text and jsonb hold neither NUL nor half of a surrogate pair; refusing them keeps such input a 422, not a 500. */
export const isStorableText = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value);

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this pattern finds
const HIDDEN_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/**
 * Text that other people read (a position, a content, a company's page, an e-mail) holds no control characters but
 * tabs and line breaks, and no bidirectional override: "Vaga \u202e gnp.exe" would show as "Vaga exe.png". Names
 * follow the same rule and must also show something visible (platform/names.ts).
 */
export const isCleanText = (value: string) => !HIDDEN_CONTROL.test(value);

/** Free text the user types: trimmed, bounded, storable, free of hidden controls (`hidden` says so in its field's words). */
export const plainText = (max: number, min = 0, hidden: 'text.invisible' | 'name.invisible' = 'text.invisible') =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine(isStorableText, { error: 'invalid', abort: true })
    .refine(isCleanText, { error: hidden, abort: true });

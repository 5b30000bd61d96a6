/**
 * PostgreSQL text cannot hold NUL, and lone UTF-16 surrogates fail its UTF-8 encoding: either would
 * become a 500 deep in a query. Any request carrying them is malformed, whatever the endpoint.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what we look for
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Walks strings and keys with plain loops (no entries arrays); JSON bodies arrive already bounded by json-body.ts. */
export function hasUnsafeText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSAFE.test(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) {
    for (const item of value) if (hasUnsafeText(item, depth + 1)) return true;
    return false;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (UNSAFE.test(key) || hasUnsafeText(record[key], depth + 1)) return true;
  }
  return false;
}

/**
 * A `redirect` query value to follow, or the fallback: only a path of this site is followed. Browsers read a
 * backslash as a slash and drop tabs and newlines from URLs, so `/\evil.example` or `/<tab>/evil.example` would
 * leave the site: any backslash or control character refuses the value, and so does a path that resolves elsewhere.
 */
export function safeRedirect(value: string | null, fallback = '/'): string {
  if (!value?.startsWith('/') || value.startsWith('//')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  const base = 'http://trilha.invalid';
  try {
    return new URL(value, base).origin === base ? value : fallback;
  } catch {
    return fallback;
  }
}

import { z } from 'zod';

/**
 * Where an application came from. The known ones: the job search, a job-alert e-mail, the public job page, an
 * application invite, and none known (`direct`); a shared link's own origin (`?origem=linkedin`, `?utm_source=...`)
 * is kept as written once normalised, so a company sees the channels it uses without us listing them.
 */
export const KNOWN_APPLICATION_SOURCES = ['search', 'job_alert', 'public_page', 'invite', 'direct'] as const;
export type KnownApplicationSource = (typeof KNOWN_APPLICATION_SOURCES)[number];

/** A source as stored: lowercase letters, digits, `_` and `-`, at most 40 characters. */
export const APPLICATION_SOURCE_PATTERN = /^[a-z0-9_-]{1,40}$/;

/** The query parameters a link names its origin with, the first present one winning. */
export const SOURCE_QUERY_PARAMS = ['origem', 'utm_source'] as const;

/** An address that names where its reader came from, so an application from the page it opens counts it. */
export const withSource = (path: string, source: string) =>
  `${path}${path.includes('?') ? '&' : '?'}${SOURCE_QUERY_PARAMS[0]}=${encodeURIComponent(source)}`;

/** A link's origin as stored: trimmed and lowercased; anything outside the pattern counts as `direct`. */
export function applicationSourceOf(raw: string): string {
  const value = raw.trim().toLowerCase();
  return APPLICATION_SOURCE_PATTERN.test(value) ? value : 'direct';
}

/** The origin an address names (`?origem=` first, then `utm_source`), or null when it names none. */
export function applicationSourceIn(params: { get(name: string): string | null }): string | null {
  for (const name of SOURCE_QUERY_PARAMS) {
    const value = params.get(name);
    if (value !== null) return applicationSourceOf(value);
  }
  return null;
}

/**
 * The apply body's `source`: validated, not silently rewritten, so an API client learns its value is refused;
 * the web normalises a link's value with `applicationSourceOf` before sending it.
 */
export const applicationSource = z.string().trim().toLowerCase().regex(APPLICATION_SOURCE_PATTERN, 'application.invalid_source');

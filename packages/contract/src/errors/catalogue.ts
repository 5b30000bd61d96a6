import * as domains from '../domains.ts';
import type { Language } from '../i18n/languages.ts';
import type { ErrorEntry, Texts } from './define.ts';

type Domains = typeof domains;
type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void ? I : never;
/** Every `<DOMAIN>_ERRORS` of domains.ts, merged: one object with every domain's codes. */
type AllErrors = UnionToIntersection<{ [K in keyof Domains]: K extends `${string}_ERRORS` ? Domains[K] : never }[keyof Domains]>;

/**
 * Every error code the API answers with, its HTTP status and its message per language: every domain's own
 * `<DOMAIN>_ERRORS` (its errors.ts, re-exported by domains.ts), so a new domain adds nothing here. No code is defined
 * twice (domains.test.ts). The pt-BR texts are the product's own words. Built in a pure call so a bundle that
 * never reads it (the web: the server's envelope carries each message, see apps/web/src/lib/i18n/server-errors.ts)
 * leaves it out.
 */
export const ERRORS: AllErrors = /* @__PURE__ */ (() =>
  Object.assign(
    {},
    ...Object.entries(domains)
      .filter(([name]) => name.endsWith('_ERRORS'))
      .map(([, errors]) => errors as Record<string, ErrorEntry>),
  ))();

export type ErrorCode = keyof typeof ERRORS;

/**
 * Messages of field validation errors (zod issues carry these keys). Unlike ERRORS this is named domain by domain:
 * the web shows them on every screen, and reading them from all of domains.ts would put every domain's error
 * catalogue into its first page. domains.test.ts fails when a domain's `<DOMAIN>_FIELD_MESSAGES` is missing here.
 */
export const FIELD_MESSAGES = {
  ...domains.PLATFORM_FIELD_MESSAGES,
  ...domains.IDENTITY_FIELD_MESSAGES,
  ...domains.WORKSPACES_FIELD_MESSAGES,
  ...domains.SKILLS_FIELD_MESSAGES,
  ...domains.LOOKUPS_FIELD_MESSAGES,
  ...domains.PROFILE_FIELD_MESSAGES,
  ...domains.CONTENTS_FIELD_MESSAGES,
  ...domains.QUIZZES_FIELD_MESSAGES,
  ...domains.LEARNING_FIELD_MESSAGES,
  ...domains.POSITIONS_FIELD_MESSAGES,
  ...domains.COURSES_FIELD_MESSAGES,
  ...domains.APPLICATIONS_FIELD_MESSAGES,
  ...domains.HIRING_FIELD_MESSAGES,
  ...domains.REPORTS_FIELD_MESSAGES,
  ...domains.COMPANY_FIELD_MESSAGES,
  ...domains.COMPANY_USERS_FIELD_MESSAGES,
  ...domains.COMPANY_RECORDS_FIELD_MESSAGES,
  ...domains.INTEGRATIONS_FIELD_MESSAGES,
  ...domains.WALLET_FIELD_MESSAGES,
  ...domains.SEARCH_FIELD_MESSAGES,
  ...domains.ASSIGNMENTS_FIELD_MESSAGES,
} as const satisfies Record<string, Texts>;

export type FieldMessageKey = keyof typeof FIELD_MESSAGES;

export function errorMessage(code: string, language: Language): string {
  const entry = (ERRORS as Record<string, ErrorEntry>)[code];
  return entry ? entry[language] : ERRORS.internal[language];
}

export const isFieldMessageKey = (value: string): value is keyof typeof FIELD_MESSAGES => value in FIELD_MESSAGES;

export function fieldMessage(key: string, language: Language): string {
  const entry = (FIELD_MESSAGES as Record<string, Texts>)[key];
  return entry ? entry[language] : FIELD_MESSAGES.invalid[language];
}

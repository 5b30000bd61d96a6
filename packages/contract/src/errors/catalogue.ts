import { APPLICATION_INVITES_ERRORS } from '../application-invites/errors.ts';
import { APPLICATIONS_ERRORS, APPLICATIONS_FIELD_MESSAGES } from '../applications/errors.ts';
import { COMPANY_ERRORS, COMPANY_FIELD_MESSAGES } from '../company/errors.ts';
import { COMPANY_RECORDS_ERRORS, COMPANY_RECORDS_FIELD_MESSAGES } from '../company-records/errors.ts';
import { COMPANY_USERS_ERRORS, COMPANY_USERS_FIELD_MESSAGES } from '../company-users/errors.ts';
import { CONTENTS_ERRORS, CONTENTS_FIELD_MESSAGES } from '../contents/errors.ts';
import { COURSES_ERRORS, COURSES_FIELD_MESSAGES } from '../courses/errors.ts';
import { HIRING_ERRORS } from '../hiring/errors.ts';
import type { Language } from '../i18n/languages.ts';
import { IDENTITY_ERRORS, IDENTITY_FIELD_MESSAGES } from '../identity/errors.ts';
import { INTEGRATIONS_ERRORS, INTEGRATIONS_FIELD_MESSAGES } from '../integrations/errors.ts';
import { LOOKUPS_ERRORS, LOOKUPS_FIELD_MESSAGES } from '../lookups/errors.ts';
import { MESSAGES_ERRORS } from '../messages/errors.ts';
import { PLATFORM_ERRORS, PLATFORM_FIELD_MESSAGES } from '../platform/errors.ts';
import { POSITIONS_ERRORS, POSITIONS_FIELD_MESSAGES } from '../positions/errors.ts';
import { PROFILE_ERRORS, PROFILE_FIELD_MESSAGES } from '../profile/errors.ts';
import { REPORTS_FIELD_MESSAGES } from '../reports/errors.ts';
import { RESUME_ERRORS } from '../resume/errors.ts';
import { SEARCH_ERRORS, SEARCH_FIELD_MESSAGES } from '../search/errors.ts';
import { SKILLS_ERRORS, SKILLS_FIELD_MESSAGES } from '../skills/errors.ts';
import { WALLET_ERRORS, WALLET_FIELD_MESSAGES } from '../wallet/errors.ts';
import { WORKSPACES_ERRORS, WORKSPACES_FIELD_MESSAGES } from '../workspaces/errors.ts';
import type { ErrorEntry, Texts } from './define.ts';

/**
 * Every error code the API answers with, its HTTP status and its message per language, assembled from
 * each domain's own `errors.ts`: a new domain adds its file and one line here.
 * The pt-BR texts are the specification's own words. Built in a pure call so a bundle that never reads it (the web:
 * the server's envelope carries each message, see apps/web/src/lib/i18n/server-errors.ts) leaves it out.
 */
export const ERRORS = /* @__PURE__ */ (() =>
  ({
    ...PLATFORM_ERRORS,
    ...IDENTITY_ERRORS,
    ...WORKSPACES_ERRORS,
    ...SKILLS_ERRORS,
    ...LOOKUPS_ERRORS,
    ...PROFILE_ERRORS,
    ...RESUME_ERRORS,
    ...CONTENTS_ERRORS,
    ...POSITIONS_ERRORS,
    ...COURSES_ERRORS,
    ...APPLICATIONS_ERRORS,
    ...HIRING_ERRORS,
    ...APPLICATION_INVITES_ERRORS,
    ...MESSAGES_ERRORS,
    ...COMPANY_ERRORS,
    ...COMPANY_USERS_ERRORS,
    ...COMPANY_RECORDS_ERRORS,
    ...INTEGRATIONS_ERRORS,
    ...WALLET_ERRORS,
    ...SEARCH_ERRORS,
  }) as const satisfies Record<string, ErrorEntry>)();

export type ErrorCode = keyof typeof ERRORS;

/** Messages of field validation errors (zod issues carry these keys), assembled the same way. */
export const FIELD_MESSAGES = {
  ...PLATFORM_FIELD_MESSAGES,
  ...IDENTITY_FIELD_MESSAGES,
  ...WORKSPACES_FIELD_MESSAGES,
  ...SKILLS_FIELD_MESSAGES,
  ...LOOKUPS_FIELD_MESSAGES,
  ...PROFILE_FIELD_MESSAGES,
  ...CONTENTS_FIELD_MESSAGES,
  ...POSITIONS_FIELD_MESSAGES,
  ...COURSES_FIELD_MESSAGES,
  ...APPLICATIONS_FIELD_MESSAGES,
  ...REPORTS_FIELD_MESSAGES,
  ...COMPANY_FIELD_MESSAGES,
  ...COMPANY_USERS_FIELD_MESSAGES,
  ...COMPANY_RECORDS_FIELD_MESSAGES,
  ...INTEGRATIONS_FIELD_MESSAGES,
  ...WALLET_FIELD_MESSAGES,
  ...SEARCH_FIELD_MESSAGES,
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

import type { ErrorEntry, Texts } from '../errors/define.ts';

/** Errors of company-users (issue 14). */
export const COMPANY_USERS_ERRORS = {} as const satisfies Record<string, ErrorEntry>;

export const COMPANY_USERS_FIELD_MESSAGES = {} as const satisfies Record<string, Texts>;

import type { ErrorEntry, Texts } from '../errors/define.ts';

/** Errors of company (issue 14). */
export const COMPANY_ERRORS = {} as const satisfies Record<string, ErrorEntry>;

export const COMPANY_FIELD_MESSAGES = {} as const satisfies Record<string, Texts>;

import type { ErrorEntry, Texts } from '../errors/define.ts';

/** Errors of integrations (issue 14). */
export const INTEGRATIONS_ERRORS = {} as const satisfies Record<string, ErrorEntry>;

export const INTEGRATIONS_FIELD_MESSAGES = {} as const satisfies Record<string, Texts>;

import type { ErrorEntry, Texts } from '../errors/define.ts';

/** Errors of wallet (issue 14). */
export const WALLET_ERRORS = {} as const satisfies Record<string, ErrorEntry>;

export const WALLET_FIELD_MESSAGES = {} as const satisfies Record<string, Texts>;

import type { ErrorCode } from '@trilha/contract';
import { ERRORS } from '@trilha/contract';

/** The one error type services throw; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    /** field name -> field message key (FIELD_MESSAGES) */
    readonly fields?: Record<string, string>,
    status?: number,
  ) {
    super(code);
    this.status = status ?? ERRORS[code].status;
  }
}

export const notFound = () => new AppError('not_found');

/** A failed API answer, carrying the envelope's code, localized message and field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The API could not be reached at all: no answer (offline, server down) or a gateway saying the server is gone. */
export const isUnreachable = (error: unknown): boolean => isApiError(error) && [0, 502, 503, 504].includes(error.status);

/** The thing asked for does not exist (or is not the caller's to see): trying again will not help. */
export const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;

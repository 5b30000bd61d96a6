/** Field messages from an API validation error, for form.setErrors. */
export const apiFieldErrors = (error: unknown): Record<string, string> =>
  error && typeof error === 'object' && 'fields' in error ? ((error as { fields: Record<string, string> }).fields ?? {}) : {};

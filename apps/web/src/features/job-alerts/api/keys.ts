/** The query key of the caller's job alerts; every write invalidates it. */
export const jobAlertKeys = {
  mine: ['job-alerts'] as const,
};

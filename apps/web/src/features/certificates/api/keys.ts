/** The query keys of the certificates feature. */
export const certificateKeys = {
  mine: () => ['my-certificates'] as const,
  /** a certificate's public data, by its code */
  byCode: (code: string) => ['certificate', code] as const,
};

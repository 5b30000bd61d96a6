import { z } from 'zod';

/** What a certificate attests: one content, or a whole pathway (every content of it concluded). */
export const CERTIFICATE_KINDS = ['content', 'list'] as const;

/** A public code: 12 letters and digits without the ones read alike (0/O, 1/I/L). */
export const CERTIFICATE_CODE = /^[2-9A-HJKMNP-Z]{12}$/;

/** A certificate as anyone with its code sees it. */
export const certificateDetails = z.object({
  code: z.string(),
  kind: z.enum(CERTIFICATE_KINDS),
  /** who: the person's name when it was issued */
  recipientName: z.string(),
  /** what: the content's or the pathway's title */
  title: z.string(),
  description: z.string().nullable(),
  /** the workload in hours (a pathway's is the sum of its contents'); null when the content states none */
  hours: z.number().nullable(),
  issuer: z.object({ id: z.string(), name: z.string() }),
  issuedAt: z.string(),
  pdfUrl: z.string(),
  credentialUrl: z.string(),
});
export type CertificateDetails = z.infer<typeof certificateDetails>;

export const certificateList = z.object({ items: z.array(certificateDetails) });

import { z } from 'zod';

/**
 * Defaults: page 1, six items. Pages reach 1,000,000 so the last page of a 100,000-row list at six per page
 * (16,667) stays reachable; the server reads far pages from the list's end and knows totals without counting.
 */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(6),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number(), limit: z.number(), total: z.number() });

import { z } from 'zod';
import { pageOf } from '../platform/pagination.ts';

/**
 * A search's total is exact up to this many matches; past it the server stops counting and answers the database's
 * estimate, with `totalEstimated` (a list says "mais de 10.000" rather than a figure it does not have).
 */
export const SEARCH_EXACT_TOTAL_MAX = 10_000;

/** Whether a search's total is the database's estimate (past SEARCH_EXACT_TOTAL_MAX matches) rather than a count. */
export const totalEstimated = z.boolean();

/** A page of a search: a page of items whose total may be an estimate. */
export const searchPageOf = <T extends z.ZodType>(item: T) => pageOf(item).extend({ totalEstimated });

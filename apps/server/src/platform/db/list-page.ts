import { statement } from './statements.ts';

export interface PageWindow {
  offset: number;
  limit: number;
  /** read the list in reverse order (and reverse the rows back): the page sits past the middle */
  backwards: boolean;
}

/**
 * Where to read page `page` of a list of `total` rows. OFFSET walks the index from the start, so a page past the
 * middle is read from the end instead: no page walks more than half of the list. Null past the last page.
 */
export function pageWindow(total: number, page: number, limit: number): PageWindow | null {
  const offset = (page - 1) * limit;
  if (offset >= total) return null;
  const rows = Math.min(limit, total - offset);
  if (offset <= total / 2) return { offset, limit: rows, backwards: false };
  return { offset: total - offset - rows, limit: rows, backwards: true };
}

/** Reads one page through `read` (ascending or descending statement) and returns its rows in list order. */
export async function readPage<Row>(
  total: number,
  page: number,
  limit: number,
  read: (window: PageWindow) => Promise<Row[]>,
): Promise<Row[]> {
  const window = pageWindow(total, page, limit);
  if (!window) return [];
  const rows = await read(window);
  return window.backwards ? rows.reverse() : rows;
}

/**
 * Rows of a list in one workspace, by bucket (a role, a status), from list_counts: kept by the count_list_rows
 * triggers (migration 0003), so no page counts its list. Null buckets: the whole list.
 */
const countListRows = statement<[list: string, workspaceId: string, buckets: string[] | null], { total: number }>(
  'list_counts.total',
  `select coalesce(sum(rows), 0)::int as total from list_counts
   where list = $1 and workspace_id = $2 and ($3::text[] is null or bucket = any($3::text[]))`,
);

export async function listTotal(q: Parameters<typeof countListRows.run>[0], list: string, workspaceId: string, buckets: string[] | null) {
  const [row] = await countListRows.run(q, list, workspaceId, buckets);
  return row?.total ?? 0;
}

import type { PositionDetails, PositionItem } from '@trilha/contract';
import { UUID_PATTERN } from '../../platform/db/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { toPositionDetails, toPositionItem } from './items.ts';
import { findPositionItems, relatedPositionIds } from './positions.data.ts';
import { estimatePositions, findPublicPosition, listSitemapPositions, type SitemapPositionRow } from './public-positions.data.ts';

export interface PublicPosition extends PositionDetails {
  answerWithinDays: number;
  createdAt: string;
  updatedAt: string;
  /** the company's logo (its custom style's, else its profile image): a site path or an address */
  companyLogoUrl: string | null;
  companyColor: string | null;
}

/** What `/vagas/:id` answers: an open position, a closed one (with similar open ones), or nothing to show. */
export type PublicPositionPage =
  | { state: 'open'; position: PublicPosition }
  | { state: 'closed'; position: PublicPosition; related: PositionItem[] }
  | { state: 'missing' };

/**
 * A position as the open web may see it. Only published, public positions of a live company exist there: a draft,
 * a paused one, an internal-mobility one or one of an archived company answers as if it did not exist (their lists
 * hide them too); an archived (closed) one is "gone", with similar open positions to go to instead.
 */
export async function findPublicPositionPage(deps: Deps, id: string): Promise<PublicPositionPage> {
  if (!UUID_PATTERN.test(id)) return { state: 'missing' };
  const row = await findPublicPosition(deps.db, id);
  if (!row || row.internalOnly || row.companyArchived || row.companyType === 'individual') return { state: 'missing' };
  if (row.status !== 'active' && row.status !== 'archived') return { state: 'missing' };
  const position: PublicPosition = {
    ...toPositionDetails(row, 'pt-BR'),
    answerWithinDays: row.answerWithinDays,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    companyLogoUrl: row.companyLogoUrl ?? row.companyAvatarUrl,
    companyColor: row.companyColor,
  };
  if (row.status === 'active') return { state: 'open', position };
  const ids = await relatedPositionIds(deps.db, row.id, row.categoryId, row.stateCode);
  const related = await findPositionItems(deps.db, null, ids);
  return { state: 'closed', position, related: related.map((item) => toPositionItem(item, 'pt-BR')) };
}

/** At most this many positions per sitemap page (the protocol allows 50,000; smaller pages are quicker to answer). */
const PAGE_TARGET = 20_000;
const MAX_PAGES = 4096;

/** How many sitemap pages the open positions take: a power of two, from the planner's estimate of the table's size. */
export async function positionSitemapPages(deps: Deps): Promise<number> {
  const rows = await estimatePositions(deps.db);
  let pages = 1;
  while (pages < MAX_PAGES && rows / pages > PAGE_TARGET) pages *= 2;
  return pages;
}

const asUuid = (value: bigint) => {
  const hex = value.toString(16).padStart(32, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * Page `page` (0-based) of `pages` of the open public positions: the ids in that slice of the UUID space.
 * Null when the page does not exist (a stale or made-up address). A split coarser than the index's own is refused:
 * `vagas-1-0` would hand every open position to one anonymous request; a finer one (an index read before the table
 * shrank) still answers, each page smaller.
 */
export async function positionSitemapPage(deps: Deps, pages: number, page: number): Promise<SitemapPositionRow[] | null> {
  if (!Number.isInteger(pages) || pages < 1 || pages > MAX_PAGES || (pages & (pages - 1)) !== 0) return null;
  if (!Number.isInteger(page) || page < 0 || page >= pages) return null;
  if (pages < (await positionSitemapPages(deps))) return null;
  const width = (1n << 128n) / BigInt(pages);
  const from = width * BigInt(page);
  return listSitemapPositions(deps.db, asUuid(from), asUuid(from + width - 1n), 50_000);
}

import type { Queryable } from '../../platform/db/connect.ts';
import { statement } from '../../platform/db/statements.ts';
import type { PositionDetailRow } from './items.ts';
import { POSITION_COLUMNS, POSITION_DETAIL_COLUMNS, POSITION_FROM } from './position-sql.ts';

/** A position as its public page (`/vagas/:id`) shows it: the details an anonymous reader sees, and what else the page says. */
interface PublicPositionRow extends PositionDetailRow {
  answerWithinDays: number;
  createdAt: Date;
  companyType: string;
  companyArchived: boolean;
  companyLogoUrl: string | null;
  companyColor: string | null;
}

// $1 is the viewer of POSITION_COLUMNS: always null here (the page is the same for everyone, so it may be cached)
const publicPage = statement<[null, 'pt-BR', string], PublicPositionRow>(
  'positions.public_page',
  `select ${POSITION_COLUMNS}, ${POSITION_DETAIL_COLUMNS},
     p.created_at as "createdAt", w.type as "companyType", w.archived_at is not null as "companyArchived",
     w.custom_style->'logo'->>'src' as "companyLogoUrl", w.custom_style->>'primaryColor' as "companyColor"
   ${POSITION_FROM} where p.id = $3::uuid`,
);

export const findPublicPosition = async (q: Queryable, id: string) => (await publicPage.run(q, null, 'pt-BR', id))[0] ?? null;

export interface SitemapPositionRow {
  id: string;
  title: string;
  updatedAt: Date;
}

/**
 * The open public positions whose id lies in [$1, $2], by id: one sitemap page. Ids are random UUIDs, so a range of
 * them holds its share of the positions and the primary key serves it without counting or skipping rows.
 */
const sitemapRange = statement<[string, string, number], SitemapPositionRow>(
  'positions.sitemap_range',
  `select p.id, p.title, p.updated_at as "updatedAt" from positions p join workspaces w on w.id = p.workspace_id
   where p.id between $1::uuid and $2::uuid and p.status = 'active' and not p.internal_only and w.archived_at is null
   order by p.id limit $3`,
);

export const listSitemapPositions = (q: Queryable, from: string, to: string, limit: number) => sitemapRange.run(q, from, to, limit);

/** The planner's estimate of how many positions exist (no count walks the table): it decides how many sitemap pages. */
const estimate = statement<[], { rows: number }>(
  'positions.estimate',
  `select greatest(reltuples, 0)::float8 as rows from pg_class where oid = 'positions'::regclass`,
);

export const estimatePositions = async (q: Queryable) => (await estimate.run(q))[0]?.rows ?? 0;

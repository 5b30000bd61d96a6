import { type DiscoveryItem, DURATION_FILTER_UNIT, type discoveryQuery, type Language, skillKey } from '@trilha/contract';
import type { z } from 'zod';
import type { Session } from '../../platform/auth/session-lookup.ts';
import { UUID_PATTERN } from '../../platform/db/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findContentItems } from './contents.data.ts';
import { searchDiscovery } from './discovery.data.ts';
import { toContentItem, toListItem } from './items.ts';
import { findListItems } from './lists.data.ts';
import { workspaceFilter } from './lists.service.ts';

type Query = z.output<typeof discoveryQuery>;

/** GET /v1/discovery: one page of ranked ids, then the items as the caller sees them, in that order. */
export async function discover(deps: Deps, session: Session, lang: Language, query: Query) {
  if (!query.skills.every((id) => UUID_PATTERN.test(id))) throw new AppError('validation.failed', { skills: 'invalid' });
  const viewerId = session.user.id;
  const workspaceId = await workspaceFilter(deps, session, query.workspaceId);
  // the legacy `filter` names one category or one content type
  const categories = query.filter === 'content' || query.filter === 'list' ? [query.filter] : query.categories;
  const { rows, total, totalEstimated } = await searchDiscovery(deps.db, query.sortBy, query.order, {
    viewerId,
    language: lang,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    text: skillKey(query.query),
    categories,
    types: query.types,
    levels: query.levels,
    languages: query.languages,
    units: query.durations.map((duration) => DURATION_FILTER_UNIT[duration]),
    skills: query.skills,
    workspaceId,
  });
  const ids = (kind: 'content' | 'list') => rows.filter((row) => row.kind === kind).map((row) => row.id);
  const [contents, lists] = await Promise.all([
    findContentItems(deps.db, viewerId, lang, ids('content')),
    findListItems(deps.db, viewerId, lang, ids('list')),
  ]);
  const contentById = new Map(contents.map((row) => [row.id, row]));
  const listById = new Map(lists.map((row) => [row.id, row]));
  const items: DiscoveryItem[] = [];
  for (const row of rows) {
    const content = row.kind === 'content' ? contentById.get(row.id) : undefined;
    const list = row.kind === 'list' ? listById.get(row.id) : undefined;
    if (content) items.push({ kind: 'content', content: toContentItem(viewerId, content) });
    if (list) items.push({ kind: 'list', list: toListItem(viewerId, list) });
  }
  return { items, page: query.page, limit: query.limit, total, totalEstimated };
}

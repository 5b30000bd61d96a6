import type { Language, PositionSuggestions } from '@trilha/contract';
import type { Deps } from '../../platform/deps.ts';
import { findContentItems, toContentItem } from '../contents/index.ts';
import { workspaceIdOf } from '../workspaces/index.ts';
import type { PositionDetailRow } from './items.ts';
import { toPositionItem } from './items.ts';
import { findCandidate, findLearning } from './match.data.ts';
import { matchOf } from './match.service.ts';
import { findPositionDetails } from './positions.data.ts';
import { languageOf } from './positions.service.ts';
import { findSuggestionProfile, profilePositionIds, regionPositionIds } from './suggestions.data.ts';

/** How many positions of the areas and as many of the skills are ranked by match (each costs a read of its page). */
const CANDIDATES = 15;
/** How many of the most common gaps the home offers contents for, and how many contents each. */
const GAPS = 3;
const CONTENTS_PER_GAP = 3;

const byPublished = (a: { publishedAt: Date | null }, b: { publishedAt: Date | null }) =>
  (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0);

/**
 * GET /v1/myself/position-suggestions: the home starts from the candidate. With skills or areas of interest, the
 * newest positions of those areas and skills ranked by how much of each the profile meets (the position page's
 * match), and for the skills these positions most often ask that the profile lacks, contents that teach them.
 * Without either, the newest positions of the person's state (or of everywhere when the state is unknown).
 */
export async function suggestPositions(
  deps: Deps,
  userId: string,
  lang: Language,
  query: { lang?: string; aggregator?: string; limit: number },
): Promise<PositionSuggestions> {
  const language = languageOf(query.lang, lang);
  const portalId = query.aggregator ? await workspaceIdOf(deps, query.aggregator) : null;
  const profile = await findSuggestionProfile(deps.db, userId);
  const profiled = Boolean(profile && (profile.areas.length > 0 || profile.skills.length > 0));
  if (profile && profiled) {
    const ids = await profilePositionIds(deps.db, userId, portalId, profile.areas, profile.skills, CANDIDATES);
    if (ids.length > 0) return rankByMatch(deps, userId, language, ids, query.limit);
  }
  const state = profile?.state ?? null;
  const ids = await regionPositionIds(deps.db, userId, portalId, state, query.limit);
  const rows = (await Promise.all(ids.map((id) => findPositionDetails(deps.db, userId, language, id)))).filter(
    (row): row is PositionDetailRow => row !== null,
  );
  return {
    basis: state ? 'region' : 'recent',
    region: state,
    profiled,
    items: rows.map((row) => ({ position: toPositionItem(row, language), match: null })),
    gaps: [],
  };
}

async function rankByMatch(deps: Deps, userId: string, language: Language, ids: string[], limit: number): Promise<PositionSuggestions> {
  const [candidate, rows] = await Promise.all([
    findCandidate(deps.db, userId),
    Promise.all(ids.map((id) => findPositionDetails(deps.db, userId, language, id))),
  ]);
  const ranked = rows
    .filter((row): row is PositionDetailRow => row !== null)
    .sort(byPublished)
    .map((row) => ({ row, ...matchOf(row, candidate) }))
    .sort((a, b) => b.summary.percent - a.summary.percent)
    .slice(0, limit);

  // the skills the shown positions ask for that the profile lacks, most often missing first
  const missing = new Map<string, { skill: { id: string; title: string }; positions: number }>();
  for (const item of ranked)
    for (const skill of item.missing) {
      const seen = missing.get(skill.id) ?? { skill: { id: skill.id, title: skill.title }, positions: 0 };
      missing.set(skill.id, { ...seen, positions: seen.positions + 1 });
    }
  const gaps = [...missing.values()].sort((a, b) => b.positions - a.positions || a.skill.title.localeCompare(b.skill.title)).slice(0, GAPS);
  const learning = (
    await findLearning(
      deps.db,
      userId,
      gaps.map((gap) => gap.skill.id),
    )
  ).filter((row) => row.kind === 'content');
  const contents = await findContentItems(
    deps.db,
    userId,
    language,
    learning.map((row) => row.id),
  );
  const contentById = new Map(contents.map((row) => [row.id, toContentItem(userId, row)]));

  return {
    basis: 'profile',
    region: null,
    profiled: true,
    items: ranked.map((item) => ({ position: toPositionItem(item.row, language), match: item.summary })),
    gaps: gaps.map((gap) => ({
      ...gap,
      contents: learning
        .filter((row) => row.skillId === gap.skill.id)
        .flatMap((row) => contentById.get(row.id) ?? [])
        .slice(0, CONTENTS_PER_GAP),
    })),
  };
}

import {
  type AcademicExperience,
  EDUCATION_LEVELS,
  type EducationLevel,
  LANGUAGE_PROFICIENCIES,
  type Language,
  type MatchRequirement,
  type PositionMatch,
  SKILL_LEVELS,
} from '@trilha/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findContentItems, findListItems, toContentItem, toListItem } from '../contents/index.ts';
import { findFavorite } from './favorites.data.ts';
import type { PositionDetailRow } from './items.ts';
import { type CandidateRow, findCandidate, findCandidates, findLearning } from './match.data.ts';
import { findPositionDetails } from './positions.data.ts';
import { findOpenablePosition, languageOf } from './positions.service.ts';

type PositionLearning = Extract<MatchRequirement, { kind: 'skill' }>['learning'][number];

const rank = <T extends string>(order: readonly T[], value: T | null) => (value === null ? -1 : order.indexOf(value));

/** The highest education a profile shows, read from its academic titles (the profile has no degree field). */
function educationOf(academic: AcademicExperience[]): EducationLevel {
  let best: EducationLevel = 'none';
  const raise = (level: EducationLevel) => {
    if (rank(EDUCATION_LEVELS, level) > rank(EDUCATION_LEVELS, best)) best = level;
  };
  for (const item of academic) {
    const finished = !item.currentlyStudying && item.endDate !== null;
    const title = item.title
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase();
    const level: EducationLevel = /doutor|mestr|pos-grad|pos grad|mba|especializa|phd|master/.test(title)
      ? 'postgraduate'
      : /tecnico|technical/.test(title)
        ? 'technical'
        : /ensino medio|high school/.test(title)
          ? 'high_school'
          : 'higher';
    // a course under way proves the level below it
    raise(finished ? level : (EDUCATION_LEVELS[Math.max(1, rank(EDUCATION_LEVELS, level) - 1)] ?? 'high_school'));
  }
  return best;
}

/**
 * Match explained: each requirement of the position against the caller's profile, with what they have, and for
 * each missing skill the contents and pathways that teach it. No score beyond "met of total".
 */
export async function explainMatch(deps: Deps, userId: string, lang: Language, id: string, langParam?: string): Promise<PositionMatch> {
  const language = languageOf(langParam, lang);
  const position = await findOpenablePosition(deps, userId, language, id);
  const [candidate, favorite] = await Promise.all([findCandidate(deps.db, userId), findFavorite(deps.db, userId, position.id)]);
  const requirements = await requirementsOf(deps, userId, language, position, candidate);
  const met = requirements.filter((item) => item.met).length;
  return {
    requirements,
    met,
    total: requirements.length,
    ready: met === requirements.length,
    saved: favorite !== null,
    notifyWhenReady: favorite?.notifyWhenReady ?? false,
  };
}

/** The position when it is open and the person now meets every one of its requirements ("apply when ready"), else null. */
export async function positionIfReady(deps: Deps, userId: string, language: Language, positionId: string) {
  // a position deleted or back to draft meanwhile is not an error of the job, anything else is
  const position = await findOpenablePosition(deps, userId, language, positionId).catch((error: unknown) => {
    if (error instanceof AppError) return null;
    throw error;
  });
  if (position?.status !== 'active') return null;
  const requirements = await requirementsOf(deps, userId, language, position, await findCandidate(deps.db, userId));
  return requirements.every((item) => item.met) ? position : null;
}

/** The position's required skills against the candidate's, level by level. */
function skillChecks(position: PositionDetailRow, candidate: CandidateRow | null) {
  const levels = new Map((candidate?.skills ?? []).map((skill) => [skill.skillId, skill.level]));
  return position.skills.map((skill) => {
    const held = levels.has(skill.id) ? ((levels.get(skill.id) as (typeof SKILL_LEVELS)[number] | null) ?? null) : undefined;
    // a skill held without a level counts as the first level
    const heldRank = held === undefined ? -1 : held === null ? 0 : rank(SKILL_LEVELS, held);
    return { skill, have: held ?? null, met: heldRank >= rank(SKILL_LEVELS, skill.level) };
  });
}

/**
 * How many of a position's requirements each of `userIds` meets, by the very checks the candidate reads explained
 * (explainMatch): for the recruiters' pipeline. Percent of the requirements met (100 when there are none).
 */
export async function matchSummaries(deps: Deps, positionId: string, userIds: string[]) {
  const summaries = new Map<string, { met: number; total: number; percent: number }>();
  const [position, candidates] = await Promise.all([
    findPositionDetails(deps.db, null, 'pt-BR', positionId),
    findCandidates(deps.db, userIds),
  ]);
  if (!position) return summaries;
  for (const candidate of candidates) summaries.set(candidate.userId, summaryOf(checksOf(position, candidate)));
  return summaries;
}

/** Every requirement's check, skills first (explainMatch's order), without learning suggestions. */
const checksOf = (position: PositionDetailRow, candidate: CandidateRow | null): MatchRequirement[] => [
  ...skillChecks(position, candidate).map((item) => ({ kind: 'skill' as const, ...item, learning: [] })),
  ...otherRequirements(position, candidate),
];

/**
 * How far a candidate meets a position (matchSummaries' summary) and the skills they lack for it, by the very checks
 * the position page explains: for the home's suggestions.
 */
export function matchOf(position: PositionDetailRow, candidate: CandidateRow | null) {
  const checks = checksOf(position, candidate);
  const missing = checks.flatMap((item) => (item.kind === 'skill' && !item.met ? [item.skill] : []));
  return { summary: summaryOf(checks), missing };
}

function summaryOf(checks: { met: boolean }[]) {
  const met = checks.filter((item) => item.met).length;
  return { met, total: checks.length, percent: checks.length === 0 ? 100 : Math.round((met / checks.length) * 100) };
}

/** What a requirement asks for, by name: the skill, the language code, the education level, the place, PcD. */
function labelOf(item: MatchRequirement): string {
  switch (item.kind) {
    case 'skill':
      return item.skill.title;
    case 'language':
      return item.language;
    case 'education':
      return item.level;
    case 'location':
      return item.remote ? 'remote' : [item.city, item.state].filter(Boolean).join(' - ');
    case 'pcd':
      return 'pcd';
  }
}

/**
 * One candidate's match requirement by requirement, for the recruiters: the very checks the candidate reads
 * explained (explainMatch), each with a label, and the summary the pipeline shows. Null when the position is gone.
 */
export async function matchBreakdown(deps: Deps, positionId: string, userId: string) {
  const [position, candidates] = await Promise.all([
    findPositionDetails(deps.db, null, 'pt-BR', positionId),
    findCandidates(deps.db, [userId]),
  ]);
  if (!position) return null;
  const checks = checksOf(position, candidates[0] ?? null);
  return { ...summaryOf(checks), requirements: checks.map((item) => ({ ...item, label: labelOf(item) })) };
}

async function requirementsOf(
  deps: Deps,
  userId: string,
  language: Language,
  position: PositionDetailRow,
  candidate: CandidateRow | null,
): Promise<MatchRequirement[]> {
  const skills = skillChecks(position, candidate);
  const missing = skills.filter((item) => !item.met).map((item) => item.skill.id);
  const learning = await findLearning(deps.db, userId, missing);
  const [contents, lists] = await Promise.all([
    findContentItems(
      deps.db,
      userId,
      language,
      learning.filter((row) => row.kind === 'content').map((row) => row.id),
    ),
    findListItems(
      deps.db,
      userId,
      language,
      learning.filter((row) => row.kind === 'list').map((row) => row.id),
    ),
  ]);
  const contentById = new Map(contents.map((row) => [row.id, toContentItem(userId, row)]));
  const listById = new Map(lists.map((row) => [row.id, toListItem(userId, row)]));
  const result: MatchRequirement[] = skills.map((item) => ({
    kind: 'skill',
    ...item,
    learning: learning
      .filter((row) => row.skillId === item.skill.id)
      .flatMap((row): PositionLearning[] => {
        const content = row.kind === 'content' ? contentById.get(row.id) : undefined;
        const list = row.kind === 'list' ? listById.get(row.id) : undefined;
        if (content) return [{ kind: 'content', content }];
        if (list) return [{ kind: 'list', list }];
        return [];
      }),
  }));
  return [...result, ...otherRequirements(position, candidate)];
}

/** Languages, education, place and PcD: the requirements besides skills. */
function otherRequirements(position: PositionDetailRow, candidate: CandidateRow | null): MatchRequirement[] {
  const result: MatchRequirement[] = [];
  for (const wanted of position.languages) {
    const have = candidate?.languages.find((item) => item.language === wanted.language)?.proficiency ?? null;
    result.push({
      kind: 'language',
      language: wanted.language,
      proficiency: wanted.proficiency,
      have,
      met: rank(LANGUAGE_PROFICIENCIES, have) >= rank(LANGUAGE_PROFICIENCIES, wanted.proficiency),
    });
  }
  if (position.educationLevel !== 'none') {
    const have = educationOf(candidate?.academic ?? []);
    result.push({
      kind: 'education',
      level: position.educationLevel,
      have,
      met: rank(EDUCATION_LEVELS, have) >= rank(EDUCATION_LEVELS, position.educationLevel),
    });
  }
  result.push({
    kind: 'location',
    remote: position.remote,
    city: position.cityName,
    state: position.stateCode,
    haveCity: candidate?.city ?? null,
    haveState: candidate?.state ?? null,
    met: position.remote || (position.cityId !== null && candidate?.cityId === position.cityId),
  });
  if (position.pcdOnly) result.push({ kind: 'pcd', met: candidate?.isPcd ?? false });
  return result;
}

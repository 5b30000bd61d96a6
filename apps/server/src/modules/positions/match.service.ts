import type { Language, MatchRequirement, PositionMatch } from '@trilha/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findContentItems, findListItems, toContentItem, toListItem } from '../contents/index.ts';
import { findFavorite } from './favorites.data.ts';
import type { PositionDetailRow } from './items.ts';
import { type CandidateRow, findCandidate, findCandidates, findLearning } from './match.data.ts';
import { checksOf, otherRequirements, skillChecks, summaryOf } from './match-checks.ts';
import { findPositionDetails } from './positions.data.ts';
import { findOpenablePosition, languageOf } from './positions.service.ts';

type PositionLearning = Extract<MatchRequirement, { kind: 'skill' }>['learning'][number];

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

/**
 * How many of a position's requirements each of `userIds` meets, by the very checks the candidate reads explained
 * (explainMatch): for the recruiters' pipeline. Percent of the requirements met (100 when there are none).
 */
export async function matchSummaries(deps: Deps, positionId: string, userIds: string[]) {
  const [summarize, candidates] = await Promise.all([matchSummarizer(deps, positionId), findCandidates(deps.db, userIds)]);
  return new Map(candidates.map((candidate) => [candidate.userId, summarize(candidate)]));
}

/**
 * The position's match summary of any candidate already read (a recruiter's ranking reads thousands with its keys), by
 * the same checks as matchSummaries; a position gone summarizes nobody (null).
 */
export async function matchSummarizer(deps: Deps, positionId: string) {
  const position = await findPositionDetails(deps.db, null, 'pt-BR', positionId);
  return (candidate: CandidateRow) =>
    position ? summaryOf([...skillChecks(position, candidate), ...otherRequirements(position, candidate)]) : null;
}

/**
 * How far a candidate meets a position (matchSummaries' summary) and the skills they lack for it, by the very checks
 * the position page explains: for the home's suggestions.
 */
export function matchOf(position: PositionDetailRow, candidate: CandidateRow | null) {
  const checks = checksOf(position, candidate);
  const missing = checks.flatMap((item) => (item.kind === 'skill' && !item.met ? [item.skill] : []));
  return { summary: summaryOf(checks), missing };
}

const EDUCATION: Record<Language, Record<string, string>> = {
  'pt-BR': {
    none: 'Sem exigência de formação',
    high_school: 'Ensino médio',
    technical: 'Ensino técnico',
    higher: 'Ensino superior',
    postgraduate: 'Pós-graduação',
  },
  en: {
    none: 'No education required',
    high_school: 'High school',
    technical: 'Technical education',
    higher: "Bachelor's degree",
    postgraduate: 'Postgraduate degree',
  },
  es: {
    none: 'Sin requisito de formación',
    high_school: 'Enseñanza media',
    technical: 'Formación técnica',
    higher: 'Educación superior',
    postgraduate: 'Posgrado',
  },
};
const REMOTE: Record<Language, string> = { 'pt-BR': 'Trabalho remoto', en: 'Remote work', es: 'Trabajo remoto' };
const PCD: Record<Language, string> = { 'pt-BR': 'Vaga para PcD', en: 'Position for people with disabilities', es: 'Vacante para PcD' };

/**
 * What a requirement asks for, by name in the reader's language: the skill, the language ("Inglês"), the education
 * level ("Ensino superior"), the place, PcD.
 */
function labelOf(item: MatchRequirement, lang: Language): string {
  switch (item.kind) {
    case 'skill':
      return item.skill.title;
    case 'language': {
      const name = new Intl.DisplayNames([lang], { type: 'language', fallback: 'code' }).of(item.language) ?? item.language;
      return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
    }
    case 'education':
      return EDUCATION[lang][item.level] ?? item.level;
    case 'location':
      return item.remote ? REMOTE[lang] : [item.city, item.state].filter(Boolean).join(' - ');
    case 'pcd':
      return PCD[lang];
  }
}

/**
 * One candidate's match requirement by requirement, for the recruiters: the very checks the candidate reads
 * explained (explainMatch), each with a label, and the summary the pipeline shows. Null when the position is gone.
 */
export async function matchBreakdown(deps: Deps, positionId: string, userId: string, lang: Language = 'pt-BR') {
  const [position, candidates] = await Promise.all([
    findPositionDetails(deps.db, null, lang, positionId),
    findCandidates(deps.db, [userId]),
  ]);
  if (!position) return null;
  const checks = checksOf(position, candidates[0] ?? null);
  return { ...summaryOf(checks), requirements: checks.map((item) => ({ ...item, label: labelOf(item, lang) })) };
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

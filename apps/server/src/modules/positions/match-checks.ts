import {
  type AcademicExperience,
  EDUCATION_LEVELS,
  type EducationLevel,
  LANGUAGE_PROFICIENCIES,
  type LanguageSkill,
  type MatchRequirement,
  SKILL_LEVELS,
} from '@trilha/contract';
import type { CandidateRow } from './match.data.ts';

/** A required skill as the position page names it. */
type RequiredSkill = Extract<MatchRequirement, { kind: 'skill' }>['skill'];

/** A skill a position asks for, at a level (its title only where the checks are explained). */
interface SkillAsked {
  id: string;
  level: (typeof SKILL_LEVELS)[number];
}

/**
 * What of a position its match compares with a profile: the skills and levels it asks, languages, education, place
 * and PcD. A position's page row has it all; a listing's page reads it for its rows at once (positions.data.ts).
 */
export interface MatchPosition<S extends SkillAsked = SkillAsked> {
  skills: S[];
  languages: LanguageSkill[];
  educationLevel: EducationLevel;
  remote: boolean;
  cityId: number | null;
  cityName: string | null;
  stateCode: string | null;
  pcdOnly: boolean;
}

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

/** The position's required skills against the candidate's, level by level. */
export function skillChecks<S extends SkillAsked>(position: MatchPosition<S>, candidate: CandidateRow | null) {
  const levels = new Map((candidate?.skills ?? []).map((skill) => [skill.skillId, skill.level]));
  return position.skills.map((skill) => {
    const held = levels.has(skill.id) ? ((levels.get(skill.id) as (typeof SKILL_LEVELS)[number] | null) ?? null) : undefined;
    // a skill held without a level counts as the first level
    const heldRank = held === undefined ? -1 : held === null ? 0 : rank(SKILL_LEVELS, held);
    return { skill, have: held ?? null, met: heldRank >= rank(SKILL_LEVELS, skill.level) };
  });
}

/** Languages, education, place and PcD: the requirements besides skills. */
export function otherRequirements(position: MatchPosition, candidate: CandidateRow | null): MatchRequirement[] {
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

/** Every requirement's check, skills first (the position page's order), without learning suggestions. */
export const checksOf = (position: MatchPosition<RequiredSkill>, candidate: CandidateRow | null): MatchRequirement[] => [
  ...skillChecks(position, candidate).map((item) => ({ kind: 'skill' as const, ...item, learning: [] })),
  ...otherRequirements(position, candidate),
];

/** Requirements met of the position's, and their percent (100 when there are none): the one match figure. */
export function summaryOf(checks: { met: boolean }[]) {
  const met = checks.filter((item) => item.met).length;
  return { met, total: checks.length, percent: checks.length === 0 ? 100 : Math.round((met / checks.length) * 100) };
}

/** The match percent of a listing's row, by the very checks the position page explains (no skill titles needed). */
export const matchPercent = (position: MatchPosition, candidate: CandidateRow | null) =>
  summaryOf([...skillChecks(position, candidate), ...otherRequirements(position, candidate)]).percent;

/** Whether a person has a profile a match means something for: skills or areas of interest. */
export const hasMatchProfile = (candidate: CandidateRow | null): candidate is CandidateRow =>
  candidate !== null && (candidate.skills.length > 0 || candidate.areas.length > 0);

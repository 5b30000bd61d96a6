import {
  type Language,
  MAX_MAIN_SKILLS,
  SKILLS_PAGE_SIZE,
  type SkillItem,
  skillKey,
  type skillsApi,
  type UserSkillItem,
} from '@trilha/contract';
import type { z } from 'zod';
import { shareWorkspace } from '../../platform/accounts.data.ts';
import { UUID_PATTERN } from '../../platform/db/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import {
  countSkills,
  findSkillByKey,
  insertSkill,
  listSkillsByTitle as listSkillsByTitleData,
  listUserSkills,
  lockSkillKey,
  replaceUserSkills,
  searchSkills as searchSkillsData,
  type UserSkillValue,
  userExists,
} from './skills.data.ts';

type SearchQuery = z.output<NonNullable<(typeof skillsApi.searchSkills)['query']>>;
type ByTitleQuery = z.output<NonNullable<(typeof skillsApi.listSkillsByLanguage)['query']>>;
type SaveBody = z.output<(typeof skillsApi.saveUserSkills)['body']>;

/** The catalogue searched by the folded query (accents and case ignored, typos tolerated), 20 per page. */
export async function searchSkills(deps: Deps, language: Language, query: SearchQuery) {
  const limit = SKILLS_PAGE_SIZE;
  const { items, total } = await searchSkillsData(deps.db, language, skillKey(query.query), limit, (query.page - 1) * limit);
  return { items, page: query.page, limit, total };
}

/** The catalogue by title in the caller's language. */
export async function listSkillsByLanguage(deps: Deps, language: Language, query: ByTitleQuery) {
  const offset = (query.page - 1) * query.limit;
  const { items, total } = await listSkillsByTitleData(deps.db, language, skillKey(query.filterByName), query.order, query.limit, offset);
  return { items, page: query.page, limit: query.limit, total };
}

/** A new skill: the trimmed title in every language; one that folds to an existing title is refused. */
export async function createSkill(deps: Deps, userId: string, title: string): Promise<SkillItem> {
  const key = skillKey(title);
  return deps.db.transaction(async (tx) => {
    await lockSkillKey(tx, key);
    if (await findSkillByKey(tx, key)) throw new AppError('skill.already_present');
    const row = await insertSkill(tx, {
      titles: { pt: title, en: title, es: title },
      keys: { pt: key, en: key, es: key },
      createdBy: userId,
      createdAt: deps.clock.now(),
    });
    return { id: row.id, title };
  });
}

/** Replaces the caller's skills with the entries not flagged deleted; at most three may be main. */
export async function saveUserSkills(deps: Deps, language: Language, userId: string, body: SaveBody) {
  const kept = new Map<string, UserSkillValue>();
  for (const entry of body.skills) {
    if (entry.deleted) kept.delete(entry.skillId);
    else kept.set(entry.skillId, { skillId: entry.skillId, level: entry.level, main: entry.main });
  }
  const entries = [...kept.values()];
  if (entries.filter((entry) => entry.main).length > MAX_MAIN_SKILLS) throw new AppError('skill.main_limit');
  return deps.db.transaction(async (tx) => {
    if ((await countSkills(tx, [...kept.keys()])) !== kept.size) throw new AppError('skill.not_found');
    await replaceUserSkills(tx, userId, entries, deps.clock.now());
    return { items: await listUserSkills(tx, language, userId) };
  });
}

export async function listMySkills(deps: Deps, language: Language, userId: string): Promise<{ items: UserSkillItem[] }> {
  return { items: await listUserSkills(deps.db, language, userId) };
}

/**
 * Another user's skills: the user themselves and members of a workspace they share see them. Anyone else gets the
 * same 404 as an unknown user (as GET /v1/workspaces/user/:id treats other tenants): no one learns who exists.
 */
export async function listSkillsOfUser(deps: Deps, language: Language, callerId: string, userId: string) {
  if (!UUID_PATTERN.test(userId)) throw new AppError('skill.user_not_found');
  const visible = userId === callerId ? await userExists(deps.db, userId) : await shareWorkspace(deps.db, callerId, userId);
  if (!visible) throw new AppError('skill.user_not_found');
  return { items: await listUserSkills(deps.db, language, userId) };
}

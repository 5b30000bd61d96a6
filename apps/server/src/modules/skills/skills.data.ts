import type { Language, SkillItem, SkillLevel, UserSkillItem } from '@trilha/contract';
import { eq, inArray, or, sql } from 'drizzle-orm';
import { skills, userSkills } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';
import { statement } from '../../platform/db/statements.ts';

const LANGS = { 'pt-BR': 'pt', en: 'en', es: 'es' } as const satisfies Record<Language, string>;
type Lang = (typeof LANGS)[Language];

/** One fixed statement per language (and direction): the column names differ, the SQL never is built per call. */
const perLanguage = <S>(make: (lang: Lang) => S) =>
  Object.fromEntries((Object.entries(LANGS) as [Language, Lang][]).map(([language, lang]) => [language, make(lang)])) as Record<
    Language,
    S
  >;

/** `like` patterns match the query literally: its own % and _ are escaped. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// $1 is the folded query, $2 its like pattern. A row matches when the query is inside any of its titles or is
// similar to a word of them (pg_trgm's <%, word similarity over 0.6, served by skills_search_trgm_idx). Exact and
// prefix matches in the caller's language come first, then by word similarity, then by title.
const searchPage = perLanguage((lang) =>
  statement<[key: string, pattern: string, limit: number, offset: number], SkillItem>(
    `skills.search_${lang}`,
    `select id, title_${lang} as title from skills
     where search_key like $2 or $1 <% search_key
     order by (key_${lang} = $1) desc, (key_${lang} like $1 || '%') desc, word_similarity($1, key_${lang}) desc,
       word_similarity($1, search_key) desc, key_${lang}, id
     limit $3 offset $4`,
  ),
);
const searchTotal = statement<[key: string, pattern: string], { total: number }>(
  'skills.search_total',
  `select count(*)::int as total from skills where search_key like $2 or $1 <% search_key`,
);

export async function searchSkills(q: Queryable, language: Language, key: string, limit: number, offset: number) {
  const pattern = `%${escapeLike(key)}%`;
  const [items, [count]] = await Promise.all([searchPage[language].run(q, key, pattern, limit, offset), searchTotal.run(q, key, pattern)]);
  return { items, total: count?.total ?? 0 };
}

// $1 is a like pattern over the caller's language key ('%' for no filter); the order is the folded title's, so
// accented titles sort beside their letter whatever the database collation.
const byTitleIn = (lang: Lang, direction: 'asc' | 'desc') =>
  statement<[pattern: string, limit: number, offset: number], SkillItem>(
    `skills.by_title_${lang}_${direction}`,
    `select id, title_${lang} as title from skills where key_${lang} like $1
     order by key_${lang} ${direction}, id ${direction} limit $2 offset $3`,
  );
const byTitle = perLanguage((lang) => ({ asc: byTitleIn(lang, 'asc'), desc: byTitleIn(lang, 'desc') }));
const byTitleTotal = perLanguage((lang) =>
  statement<[pattern: string], { total: number }>(
    `skills.by_title_total_${lang}`,
    `select count(*)::int as total from skills where key_${lang} like $1`,
  ),
);

export async function listSkillsByTitle(
  q: Queryable,
  language: Language,
  filterKey: string,
  order: 'asc' | 'desc',
  limit: number,
  offset: number,
) {
  const pattern = filterKey ? `%${escapeLike(filterKey)}%` : '%';
  const [items, [count]] = await Promise.all([
    byTitle[language][order].run(q, pattern, limit, offset),
    byTitleTotal[language].run(q, pattern),
  ]);
  return { items, total: count?.total ?? 0 };
}

/** A skill whose title, in any language, folds to the key. */
export async function findSkillByKey(q: Queryable, key: string): Promise<{ id: string } | null> {
  const [row] = await q
    .select({ id: skills.id })
    .from(skills)
    .where(or(eq(skills.keyPt, key), eq(skills.keyEn, key), eq(skills.keyEs, key)))
    .limit(1);
  return row ?? null;
}

/** Serialises creations of one key, so two requests cannot both find it free. */
export async function lockSkillKey(q: Queryable, key: string): Promise<void> {
  await q.execute(sql`select pg_advisory_xact_lock(7411100, hashtext(${key}))`);
}

export interface NewSkill {
  code?: string | null;
  titles: { pt: string; en: string; es: string };
  keys: { pt: string; en: string; es: string };
  createdBy?: string | null;
  createdAt: Date;
}

const skillValues = (skill: NewSkill) => ({
  code: skill.code ?? null,
  titlePt: skill.titles.pt,
  titleEn: skill.titles.en,
  titleEs: skill.titles.es,
  keyPt: skill.keys.pt,
  keyEn: skill.keys.en,
  keyEs: skill.keys.es,
  searchKey: [...new Set([skill.keys.pt, skill.keys.en, skill.keys.es])].join(' / '),
  createdBy: skill.createdBy ?? null,
  createdAt: skill.createdAt,
});

export async function insertSkill(q: Queryable, skill: NewSkill): Promise<{ id: string }> {
  const [row] = await q.insert(skills).values(skillValues(skill)).returning({ id: skills.id });
  if (!row) throw new Error('skill not inserted');
  return row;
}

/** Inserts catalogue skills by code; those already present are left as they are. */
export async function insertCatalogue(q: Queryable, rows: NewSkill[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    await q
      .insert(skills)
      .values(rows.slice(start, start + 500).map(skillValues))
      .onConflictDoNothing({ target: skills.code });
  }
}

/** Ids of catalogue skills by their seed code. */
export async function skillIdsByCode(q: Queryable, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await q.select({ id: skills.id, code: skills.code }).from(skills).where(inArray(skills.code, codes));
  return new Map(rows.map((row) => [row.code ?? '', row.id]));
}

/** How many of the ids exist. */
export async function countSkills(q: Queryable, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await q.select({ count: sql<number>`count(*)::int` }).from(skills).where(inArray(skills.id, ids));
  return row?.count ?? 0;
}

const userSkillList = perLanguage((lang) =>
  statement<[userId: string], UserSkillItem>(
    `skills.of_user_${lang}`,
    `select s.id as "skillId", s.title_${lang} as title, us.level, us.main
     from user_skills us join skills s on s.id = us.skill_id
     where us.user_id = $1
     order by us.main desc, s.title_${lang}, s.id`,
  ),
);

export function listUserSkills(q: Queryable, language: Language, userId: string): Promise<UserSkillItem[]> {
  return userSkillList[language].run(q, userId);
}

export interface UserSkillValue {
  skillId: string;
  level: SkillLevel | null;
  main: boolean;
}

/** Replaces a user's skills with the given ones. */
export async function replaceUserSkills(q: Queryable, userId: string, entries: UserSkillValue[], now: Date): Promise<void> {
  await q.delete(userSkills).where(eq(userSkills.userId, userId));
  if (entries.length === 0) return;
  await q.insert(userSkills).values(entries.map((entry) => ({ userId, ...entry, updatedAt: now })));
}

/** Whether a user exists. */
export async function userExists(q: Queryable, userId: string): Promise<boolean> {
  const result = await q.execute<{ found: boolean }>(sql`select exists (select 1 from users where id = ${userId}) as found`);
  return result.rows[0]?.found === true;
}

/** The catalogue's folded keys in every language with the title in one: for reading skills out of a text. */
export async function catalogueKeys(q: Queryable, language: Language): Promise<{ id: string; title: string; keys: string[] }[]> {
  const lang = LANGS[language];
  const result = await q.execute<{ id: string; title: string; key_pt: string; key_en: string; key_es: string }>(
    sql`select id, ${sql.raw(`title_${lang}`)} as title, key_pt, key_en, key_es from skills where code is not null`,
  );
  return result.rows.map((row) => ({ id: row.id, title: row.title, keys: [...new Set([row.key_pt, row.key_en, row.key_es])] }));
}

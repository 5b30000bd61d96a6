import { type Language, skillKey } from '@trilha/contract';
import type { Queryable } from '../../platform/db/connect.ts';
import { catalogueKeys } from './skills.data.ts';

const MAX_MATCHES = 30;
/** Keys this short ("r", "go", "c#") match too much free text: they count only as a listed item. */
const MIN_KEY_IN_TEXT = 4;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The catalogue skills a text names (a resume): first the listed items that are a skill's title in any language,
 * then catalogue titles found as whole words in the rest of the text. Titles come in the reader's language.
 */
export async function matchSkillsInText(
  q: Queryable,
  language: Language,
  items: string[],
  text: string,
): Promise<{ skillId: string; title: string }[]> {
  const catalogue = await catalogueKeys(q, language);
  const wanted = new Set(items.map(skillKey));
  const folded = ` ${skillKey(text).replace(/[^\p{L}\p{N}#+.]+/gu, ' ')} `;
  const listed = catalogue.filter((skill) => skill.keys.some((key) => wanted.has(key)));
  const inText = catalogue.filter(
    (skill) =>
      !listed.includes(skill) &&
      skill.keys.some((key) => key.length >= MIN_KEY_IN_TEXT && new RegExp(`[ ]${escapeRegExp(key)}[ ]`).test(folded)),
  );
  return [...listed, ...inText].slice(0, MAX_MATCHES).map((skill) => ({ skillId: skill.id, title: skill.title }));
}

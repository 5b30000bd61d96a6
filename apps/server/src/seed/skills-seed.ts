import { type SkillLevel, skillKey } from '@trilha/contract';
import { insertCatalogue, type NewSkill, replaceUserSkills, skillIdsByCode } from '../modules/skills/index.ts';
import type { Queryable } from '../platform/db/connect.ts';
import type { Deps } from '../platform/deps.ts';
import catalogue from './data/skills.json' with { type: 'json' };
import { DEMO_USERS } from './demo-users.ts';

interface CatalogueEntry {
  area: string;
  pt: string;
  en: string;
  es: string;
}

const ENTRIES: CatalogueEntry[] = catalogue;

/** A catalogue skill's stable code: its folded English title. */
const codeOf = (entry: { en: string }) => skillKey(entry.en);

/**
 * The skills catalogue (reference data, on every database, production included): about 1,100 skills of
 * technology, health, agribusiness, retail, industry, finance, business and soft skills in pt-BR, en and es.
 * Idempotent: skills already present (by code) are left as they are, and a complete catalogue is not rewritten.
 */
export async function seedSkillsCatalogue(db: Queryable, now: Date): Promise<void> {
  const present = await skillIdsByCode(db, ENTRIES.map(codeOf));
  if (present.size === ENTRIES.length) return;
  const rows: NewSkill[] = ENTRIES.filter((entry) => !present.has(codeOf(entry))).map((entry) => ({
    code: codeOf(entry),
    titles: { pt: entry.pt, en: entry.en, es: entry.es },
    keys: { pt: skillKey(entry.pt), en: skillKey(entry.en), es: skillKey(entry.es) },
    createdAt: now,
  }));
  await insertCatalogue(db, rows);
}

type DemoSkill = [englishTitle: string, level: SkillLevel | null, main?: 'main'];

/** Each demo account's skills: realistic levels, three main ones each. */
const DEMO_SKILLS: Record<string, DemoSkill[]> = {
  [DEMO_USERS.individual.id]: [
    ['Data analysis', 'advanced', 'main'],
    ['Power BI', 'intermediate', 'main'],
    ['SQL', 'intermediate', 'main'],
    ['Python', 'basic'],
    ['Advanced Excel', 'advanced'],
    ['Communication', 'intermediate'],
    ['Machine learning', 'interest'],
    ['English', 'intermediate'],
    ['Teamwork', null],
  ],
  [DEMO_USERS.owner.id]: [
    ['Leadership', 'advanced', 'main'],
    ['Strategic planning', 'advanced', 'main'],
    ['Software architecture', 'intermediate', 'main'],
    ['Negotiation', 'advanced'],
    ['Corporate finance', 'intermediate'],
    ['Scrum', 'intermediate'],
    ['Entrepreneurship', 'advanced'],
    ['Generative AI', 'interest'],
  ],
  [DEMO_USERS.admin.id]: [
    ['Human resources', 'advanced', 'main'],
    ['Recruitment and selection', 'advanced', 'main'],
    ['People management', 'intermediate', 'main'],
    ['Labor law', 'intermediate'],
    ['Payroll', 'basic'],
    ['Conflict management', 'intermediate'],
    ['People analytics', 'interest'],
    ['Spanish', 'basic'],
  ],
  [DEMO_USERS.creator.id]: [
    ['Instructional design', 'advanced', 'main'],
    ['Video editing', 'intermediate', 'main'],
    ['Content marketing', 'intermediate', 'main'],
    ['Storytelling', 'advanced'],
    ['Canva', 'advanced'],
    ['Adobe Premiere Pro', 'basic'],
    ['Public speaking', 'intermediate'],
    ['Podcasting', 'interest'],
  ],
  [DEMO_USERS.member.id]: [
    ['JavaScript', 'intermediate', 'main'],
    ['React', 'basic', 'main'],
    ['HTML', 'advanced', 'main'],
    ['CSS', 'intermediate'],
    ['Git', 'basic'],
    ['TypeScript', 'interest'],
    ['Customer service', 'advanced'],
    ['Problem solving', null],
  ],
};

/** The demo accounts' skills (demo data; runs after the identity seed and the catalogue). */
export async function seedDemoSkills(deps: Deps): Promise<void> {
  const codes = Object.values(DEMO_SKILLS).flatMap((list) => list.map(([title]) => skillKey(title)));
  const ids = await skillIdsByCode(deps.db, codes);
  for (const [userId, list] of Object.entries(DEMO_SKILLS)) {
    const entries = list.map(([title, level, main]) => {
      const skillId = ids.get(skillKey(title));
      if (!skillId) throw new Error(`demo skill ${title} is not in the catalogue`);
      return { skillId, level, main: main === 'main' };
    });
    await replaceUserSkills(deps.db, userId, entries, deps.clock.now());
  }
}

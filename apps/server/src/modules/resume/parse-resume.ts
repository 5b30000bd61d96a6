import type { AcademicExperience, LanguageProficiency, LanguageSkill, ProfessionalExperience } from '@trilha/contract';
import { roleAndCompany } from './experience-sides.ts';
import { findRange, fold } from './resume-dates.ts';

/** The profile's limit for a name of a company, role, institution or course. */
const clip = (text: string) => text.slice(0, 200).trim();

type Section = 'header' | 'summary' | 'experience' | 'education' | 'languages' | 'skills' | 'other';

const HEADINGS: [Section, string[]][] = [
  [
    'summary',
    [
      'resumo',
      'resumo profissional',
      'summary',
      'professional summary',
      'perfil',
      'perfil profissional',
      'profile',
      'sobre mim',
      'about me',
      'resumen',
      'acerca de mi',
    ],
  ],
  [
    'experience',
    [
      'experiencia profissional',
      'experiencias profissionais',
      'experiencia',
      'experience',
      'work experience',
      'professional experience',
      'employment history',
      'historico profissional',
      'experiencia laboral',
    ],
  ],
  [
    'education',
    [
      'formacao academica',
      'formacao',
      'educacao',
      'education',
      'academic background',
      'educacion',
      'formacion academica',
      'formacion',
      'escolaridade',
    ],
  ],
  ['languages', ['idiomas', 'languages', 'lenguas', 'linguas']],
  [
    'skills',
    [
      'habilidades',
      'competencias',
      'skills',
      'conhecimentos',
      'technical skills',
      'aptitudes',
      'competencias tecnicas',
      'hard skills',
      'soft skills',
    ],
  ],
  [
    'other',
    [
      'objetivo',
      'objective',
      'cursos',
      'courses',
      'certificacoes',
      'certifications',
      'projetos',
      'projects',
      'referencias',
      'references',
      'contato',
      'contact',
      'cursos complementares',
      'voluntariado',
      'volunteering',
      'premios',
      'awards',
    ],
  ],
];

const UF = new Set('AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO'.split(' '));
const US = new Set(
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC'.split(
    ' ',
  ),
);
const INSTITUTION =
  /universidade|universidad|university|faculdade|facultad|college|instituto|institute|escola|escuela|school|centro universitario|fundacao|fatec|senac|senai|puc|usp|unicamp|ufmg|ufrj|ufpe/;

const LANGUAGE_CODES: [string, string[]][] = [
  ['pt', ['portugues', 'portuguese']],
  ['en', ['ingles', 'english']],
  ['es', ['espanhol', 'spanish', 'espanol', 'castellano']],
  ['fr', ['frances', 'french']],
  ['de', ['alemao', 'german', 'aleman']],
  ['it', ['italiano', 'italian']],
  ['ja', ['japones', 'japanese']],
  ['zh', ['mandarim', 'chines', 'chinese', 'mandarin', 'chino']],
];
const PROFICIENCY: [LanguageProficiency, RegExp][] = [
  ['native_or_bilingual', /nativ|bilingu|materna|mother tongue|fluente|fluent|fluido/],
  ['professional_working', /avancad|advanced|avanzad|profission|profesional|professional|c1|c2/],
  ['limited_working', /intermedi|b1|b2/],
  ['elementary', /basic|basico|elementar|elemental|iniciante|beginner|a1|a2/],
];

export interface ParsedResume {
  name: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  state: string | null;
  professionalTitle: string | null;
  /** the summary section ("Resumo", "Summary", "Sobre mim"): the profile's professional description */
  professionalDescription: string | null;
  professionalExperiences: ProfessionalExperience[];
  academicExperiences: AcademicExperience[];
  languages: LanguageSkill[];
  /** texts that may be skills: the skills section's items, without a level written beside them */
  skillTexts: string[];
  /** the rest of the text, where catalogue skills are looked for as words */
  prose: string;
}

// The patterns below start a run (of spaces, of marks) only at its first character, (?<!…): a start inside the run
// finds what the first one found, and trying every one of them scans the rest of the run again each time, n² on a
// line of a few thousand marks or spaces. What each pattern finds is the same.

function headingOf(line: string): Section | null {
  const folded = fold(line)
    .replace(/(?<![:•\-–—])[:•\-–—]+$/, '')
    .trim();
  if (folded.length > 40) return null;
  for (const [section, words] of HEADINGS) if (words.includes(folded)) return section;
  return null;
}

/** "Role — Company", "Role | Company" and, for jobs, "Role at Company": the two sides, trimmed. */
function splitPair(line: string, words: boolean): [string, string | null] {
  const byMark = line
    .split(/(?!(?<=\s)\s)(?:\s+[—–-]\s+|\s*[|—–]\s*)/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (byMark.length >= 2) return [byMark[0] ?? '', byMark.slice(1).join(' - ')];
  if (words) {
    // the first part ends before a run of spaces, not inside it; a line here has no line break (?=.*$), which also
    // spares each "at" of a long line a scan to its end
    const byWord = /^(?=.*$)(.+?)(?<!.\s)\s+(?:at|@|na|no|en|em)\s+(.+)$/i.exec(line);
    if (byWord?.[1] && byWord[2]) return [byWord[1].trim(), byWord[2].trim()];
  }
  return [line.trim(), null];
}

const cleanLine = (line: string, cut: string) =>
  line
    .replace(cut, '')
    .replace(/(?<![()[\],;])[()[\],;]+\s*$/, '')
    .replace(/(?<!\s)\s*[()[\]]\s*$/, '')
    .trim()
    .replace(/(?<![\s,|—–-])[\s,|—–-]+$/, '');

interface Entry {
  header: string[];
  range: NonNullable<ReturnType<typeof findRange>>;
  body: string[];
}

/** Splits a section into entries: each date range with the lines above it (title) and below it (description). */
function entriesOf(lines: string[]): Entry[] {
  const entries: Entry[] = [];
  let pending: string[] = [];
  for (const line of lines) {
    const range = findRange(line);
    if (range) {
      // the title is the line of the dates or, when they stand alone, the line above; the rest belongs to the entry before
      const rest = cleanLine(line, range.text);
      const header = rest ? [rest] : pending.slice(-1);
      const previous = rest ? pending : pending.slice(0, -1);
      entries.at(-1)?.body.push(...previous);
      entries.push({ header, range, body: [] });
      pending = [];
    } else pending.push(line);
  }
  const last = entries.at(-1);
  if (last) last.body.push(...pending);
  return entries;
}

function experiencesOf(lines: string[], today: string): ProfessionalExperience[] {
  const items: ProfessionalExperience[] = [];
  for (const { header, range, body } of entriesOf(lines).slice(0, 30)) {
    const [first, second] = splitPair(header.join(' - '), true);
    if (!first) continue;
    const { role, company } = second ? roleAndCompany(first, second) : { role: first, company: first };
    const experience = withPeriod(
      { company: clip(company), role: clip(role), tasks: body.join(' ').slice(0, 2000) },
      range,
      today,
      'currentlyWorking',
    );
    if (experience) items.push(experience as ProfessionalExperience);
  }
  return items;
}

function educationOf(lines: string[], today: string): AcademicExperience[] {
  const items: AcademicExperience[] = [];
  for (const { header, range } of entriesOf(lines).slice(0, 30)) {
    const parts = splitPair(header.join(' - '), false).filter((part): part is string => Boolean(part));
    const institution = parts.find((part) => INSTITUTION.test(fold(part))) ?? parts[1] ?? parts[0];
    const title = parts.find((part) => part !== institution) ?? institution;
    if (!institution || !title) continue;
    const study = withPeriod({ institution: clip(institution), title: clip(title) }, range, today, 'currentlyStudying');
    if (study) items.push(study as AcademicExperience);
  }
  return items;
}

/** The period of an entry, kept only when it obeys the profile's rules (a future end means "current"). */
function withPeriod<T extends object>(item: T, range: Entry['range'], today: string, flag: 'currentlyWorking' | 'currentlyStudying') {
  if (range.start > today) return null;
  const current = range.current || (range.end !== null && range.end > today);
  if (!current && (!range.end || range.end <= range.start)) return null;
  return { ...item, startDate: range.start, endDate: current ? null : range.end, [flag]: current };
}

function languagesOf(lines: string[]): LanguageSkill[] {
  const found = new Map<string, LanguageProficiency>();
  for (const line of lines.flatMap((item) => item.split(/[;,•·]/))) {
    const folded = fold(line);
    const code = LANGUAGE_CODES.find(([, words]) => words.some((word) => folded.includes(word)))?.[0];
    if (!code || found.has(code)) continue;
    found.set(code, PROFICIENCY.find(([, pattern]) => pattern.test(folded))?.[0] ?? 'elementary');
  }
  return [...found].map(([language, proficiency]) => ({ language, proficiency }));
}

const EMAIL = /(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
/**
 * A state after a city: "Cidade - UF", "Cidade/UF", "Cidade, UF" (the two letters not followed by another letter or
 * digit) and "Cidade (UF)". One mark and at most one space on each side: the lines come with their spaces single.
 */
const STATE_AFTER = /(?:\( ?([A-Za-z]{2}) ?\)|[-–,/] ?([A-Za-z]{2})(?![\p{L}\p{N}]))/gu;
/** Where the text before a state stops being its city: a spaced dash, a list mark, punctuation, a digit. */
const CITY_START = /\s[-–—]\s|[|•·,;:()/\\\d@]/;
/** A city's name: letters, apostrophes, dots, hyphens and spaces, from a letter. */
const CITY_NAME = /^\p{L}[\p{L}'’. -]*$/u;
/** A city labelled, without its state: "Cidade: Campinas", "Localização: Recife". */
const CITY_LABEL = /^(?:cidade|localiza[cç][aã]o|city|location|ciudad|ubicaci[oó]n) ?: ?(\p{L}[\p{L}'’. -]*)$/iu;
/** What a city of a header is taken from at most: a longer run before a state is not a city's name. */
const CITY_MAX = 60;

/** A token that is an address on the web or an e-mail, whose slashes and dots are not a city's marks. */
const isAddress = (token: string) => /@|:\/\/|^www\.|\.(?:com|br|net|org|io|dev|me)(?:\/|$)/i.test(token);

const cityOf = (text: string): string | null => {
  const city = text.trim();
  return CITY_NAME.test(city) && city.split(' ').length <= 6 ? city : null;
};

/**
 * The city and state a header line writes, in any case: "Campinas - SP", "São Paulo/SP", "sao paulo (sp)", "Recife,
 * PE", also inside a line of contacts ("… | (81) 99876-5432 | Recife - PE, Brasil"). A US state counts only in capitals
 * ("Austin, TX"), so "linkedin.com/in/ana" names no Indiana. A line that is only a labelled city has no state.
 */
function cityStateOf(line: string): { city: string; state: string | null } | null {
  const text = line
    .split(' ')
    .map((token) => (isAddress(token) ? '|' : token))
    .join(' ');
  for (const match of text.matchAll(STATE_AFTER)) {
    const written = match[1] ?? match[2] ?? '';
    const state = written.toUpperCase();
    if (!UF.has(state) && !(written === state && US.has(state))) continue;
    const city = cityOf(
      text
        .slice(Math.max(0, match.index - CITY_MAX), match.index)
        .split(CITY_START)
        .at(-1) ?? '',
    );
    if (city) return { city, state };
  }
  const labelled = CITY_LABEL.exec(text.trim())?.[1];
  return labelled ? { city: labelled.trim(), state: null } : null;
}

const BR_PHONE = /(?:\+?55\s*)?\(?([1-9]\d)\)?\s*(9?\d{4})[\s.-]?(\d{4})\b/;
const US_PHONE = /(?:\+?1\s*)?\(?([2-9]\d{2})\)?[\s.-]?(\d{3})[\s.-]?(\d{4})\b/;

function contactOf(header: string[]) {
  const text = header.join('\n');
  const email = EMAIL.exec(text)?.[0] ?? null;
  const br = BR_PHONE.exec(text);
  const us = br ? null : US_PHONE.exec(text);
  const phone = br ? `(${br[1]}) ${br[2]}-${br[3]}` : us ? `(${us[1]}) ${us[2]}-${us[3]}` : null;
  let place: ReturnType<typeof cityStateOf> = null;
  for (const line of header) {
    place = cityStateOf(line);
    if (place) break;
  }
  return { email, phone, city: place?.city ?? null, state: place?.state ?? null };
}

/** Contact details, not a title: an e-mail, a number (phone, address, year), an address on the web, a city. */
const isContactLine = (text: string) =>
  EMAIL.test(text) || /\d{4}/.test(text) || /https?:|www\.|linkedin|github|\.com\b/i.test(text) || cityStateOf(text) !== null;

/**
 * The professional title: the first line below the name that is not contact details ("Desenvolvedora Front-end",
 * also when it lists specialities after a bar: "Desenvolvedora Front-end | React | TypeScript").
 */
function titleOf(lines: string[]): string | null {
  for (const line of lines.slice(0, 4)) {
    const first = line.split(/(?!(?<=\s)\s)\s*[|•·]\s*/)[0]?.trim() ?? '';
    if (first && first.length <= 80 && !isContactLine(first) && /\p{L}{3}/u.test(first)) return first;
  }
  return null;
}

/**
 * A level written beside a skill: "Excel (avançado)", "Excel - avançado", "Excel: intermediário". A "(" after another
 * one still open is not tried (?<!\([^)]*?): it would close at the same ")" as that one.
 */
const LEVEL_SUFFIX =
  /(?<!\s)\s*(?:(?<!\([^)]*?)\([^)]*\)|[-–—:]\s*(?:b[aá]sico|intermedi[aá]rio|avan[cç]ado|expert|especialista|basic|intermediate|advanced|avanzado|nivel .*|n[ií]vel .*))\s*$/i;
const skillTextOf = (item: string) =>
  item
    .replace(/^[-*\s]+/, '')
    .replace(LEVEL_SUFFIX, '')
    .trim();

const looksLikeName = (line: string) =>
  /^[\p{L}'’. -]+$/u.test(line) && line.split(/\s+/).length >= 2 && line.split(/\s+/).length <= 6 && line.length <= 60;

/** Reads a resume's text (pt-BR, en or es) into the fields of the profile form; today bounds the dates. */
export function parseResume(text: string, today: string): ParsedResume {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const sections: Record<Section, string[]> = {
    header: [],
    summary: [],
    experience: [],
    education: [],
    languages: [],
    skills: [],
    other: [],
  };
  let current: Section = 'header';
  for (const line of lines) {
    const heading = headingOf(line);
    if (heading) current = heading;
    else sections[current].push(line);
  }
  const nameLine = sections.header.find(looksLikeName) ?? null;
  const [name, ...rest] = nameLine?.split(/\s+/) ?? [];
  const contact = contactOf(sections.header.length > 0 ? sections.header : lines.slice(0, 8));
  const afterName = nameLine ? sections.header.slice(sections.header.indexOf(nameLine) + 1) : [];
  const summary = sections.summary.join(' ').trim();
  return {
    name: name ?? null,
    lastName: rest.length > 0 ? rest.join(' ') : null,
    ...contact,
    professionalTitle: titleOf(afterName),
    professionalDescription: summary ? summary.slice(0, 2000) : null,
    professionalExperiences: experiencesOf(sections.experience, today),
    academicExperiences: educationOf(sections.education, today),
    languages: languagesOf(sections.languages),
    skillTexts: sections.skills
      .flatMap((line) => line.split(/[,;•·|]/))
      .map(skillTextOf)
      .filter((item) => item.length >= 1 && item.length <= 60),
    // the skills section was read item by item: "Excel (avançado)" there is the skill Excel at a level, not "Excel avançado"
    prose: (Object.keys(sections) as Section[])
      .filter((section) => section !== 'skills')
      .map((section) => sections[section].join('\n'))
      .join('\n'),
  };
}

/** Date ranges as resumes write them in pt-BR, en and es: "03/2019 - atual", "Mar 2019 – Present", "marzo de 2019 a la actualidad". */

const MONTHS: Record<string, number> = {};
const names: [number, string[]][] = [
  [1, ['jan', 'janeiro', 'january', 'ene', 'enero']],
  [2, ['fev', 'fevereiro', 'feb', 'february', 'febrero']],
  [3, ['mar', 'marco', 'march', 'marzo']],
  [4, ['abr', 'abril', 'apr', 'april']],
  [5, ['mai', 'maio', 'may', 'mayo']],
  [6, ['jun', 'junho', 'june', 'junio']],
  [7, ['jul', 'julho', 'july', 'julio']],
  [8, ['ago', 'agosto', 'aug', 'august']],
  [9, ['set', 'setembro', 'sep', 'sept', 'september', 'septiembre', 'setiembre']],
  [10, ['out', 'outubro', 'oct', 'october', 'octubre']],
  [11, ['nov', 'novembro', 'november', 'noviembre']],
  [12, ['dez', 'dezembro', 'dec', 'december', 'dic', 'diciembre']],
];
for (const [month, words] of names) for (const word of words) MONTHS[word] = month;

const MONTH_WORD = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const PRESENT =
  'atual|atualmente|o momento|presente|present|current|currently|now|today|actualidad|actualmente|hoy|em andamento|cursando|in progress|en curso';
const ONE_DATE = `(?:(?:${MONTH_WORD})\\.?(?:\\s+de)?\\s+\\d{4}|\\d{1,2}\\/\\d{4}|\\d{4}-\\d{2}|\\d{4})`;
const RANGE = new RegExp(
  `(${ONE_DATE})\\s*(?:-|–|—|\\ba\\b|\\bto\\b|\\baté\\b|\\bate\\b|\\bhasta\\b|\\buntil\\b)\\s*(?:(?:a|la|o)\\s+)?(${ONE_DATE}|${PRESENT})`,
  'i',
);

/** Folds accents and case, so "Março" and "marco" read the same. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** One date of a resume as YYYY-MM-01 (a year alone is January). */
function isoOf(text: string): string | null {
  const value = fold(text)
    .replace(/\./g, '')
    // a run of spaces tried from its first space only (?<!\s), not from each: n² on a long run
    .replace(/(?<!\s)\s+de\s+/, ' ')
    .trim();
  let match = /^(\d{1,2})\/(\d{4})$/.exec(value);
  if (match) return monthIso(Number(match[2]), Number(match[1]));
  match = /^(\d{4})-(\d{2})$/.exec(value);
  if (match) return monthIso(Number(match[1]), Number(match[2]));
  match = /^([a-z]+)\s+(\d{4})$/.exec(value);
  if (match?.[1] && MONTHS[match[1]]) return monthIso(Number(match[2]), MONTHS[match[1]] ?? 1);
  match = /^(\d{4})$/.exec(value);
  if (match) return monthIso(Number(match[1]), 1);
  return null;
}

function monthIso(year: number, month: number): string | null {
  if (year < 1950 || year > 2100 || month < 1 || month > 12) return null;
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

export interface DateRange {
  start: string;
  end: string | null;
  current: boolean;
  /** the text of the range, to cut it out of the line */
  text: string;
}

/** The first date range in a line, if any. */
export function findRange(line: string): DateRange | null {
  const match = RANGE.exec(fold(line));
  if (!match?.[1] || !match[2]) return null;
  const start = isoOf(match[1]);
  if (!start) return null;
  const current = new RegExp(`^(?:${PRESENT})$`).test(match[2].trim());
  const end = current ? null : isoOf(match[2]);
  if (!current && !end) return null;
  // the same span in the original line (folding keeps the length of Latin text)
  const text = line.slice(match.index, match.index + match[0].length);
  return { start, end, current, text };
}

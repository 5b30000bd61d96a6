/** Folds text for search: no accents, lower case, punctuation as spaces, single spaces. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Edit distance (insertions, deletions, substitutions, adjacent swaps) of a and b, or max + 1 once it exceeds max. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (previous2[j - 2] ?? 0) + 1);
      current[j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** Typos tolerated: none under 4 characters, one up to 7, two from 8. */
const tolerance = (query: string) => (query.length < 4 ? 0 : query.length < 8 ? 1 : 2);

/**
 * How well a row matches a folded query, lower is better, or null: 0 a key equals it, 1 a key starts with it, 2 a
 * word of a key starts with it, 3 a key contains it, 4 a key's start (or a word) is within a typo or two of it.
 */
function matchRank(keys: string[], query: string): number | null {
  if (!query) return 1;
  let rank: number | null = null;
  const better = (value: number) => {
    if (rank === null || value < rank) rank = value;
  };
  for (const key of keys) {
    if (key === query) return 0;
    if (key.startsWith(query)) better(1);
    else if (key.includes(` ${query}`)) better(2);
    else if (key.includes(query)) better(3);
  }
  if (rank !== null) return rank;
  const max = tolerance(query);
  if (max === 0) return null;
  for (const key of keys) {
    const candidates = [key, ...key.split(' ')];
    for (const candidate of candidates) {
      const start = candidate.slice(0, query.length);
      if (editDistance(query, start, max) <= max || editDistance(query, candidate, max) <= max) return 4;
    }
  }
  return null;
}

/** The rows matching the query, best first, then by name, at most limit. */
export function searchRows<T extends { keys: string[]; name: string }>(
  rows: T[],
  query: string,
  limit: number,
  collator: Intl.Collator,
): T[] {
  const folded = foldText(query);
  // text that is only punctuation names nothing
  if (!folded && query.trim()) return [];
  const found: { row: T; rank: number }[] = [];
  for (const row of rows) {
    const rank = matchRank(row.keys, folded);
    if (rank !== null) found.push({ row, rank });
  }
  found.sort((a, b) => a.rank - b.rank || collator.compare(a.row.name, b.row.name));
  return found.slice(0, limit).map((entry) => entry.row);
}

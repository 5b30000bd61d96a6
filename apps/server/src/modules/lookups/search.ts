/** Folds text for search: no accents, lower case, punctuation as spaces, single spaces. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

// Three rows of the edit-distance table, reused by every call: the typo pass runs it for thousands of candidates per
// request (every city for a location search), and allocating rows per call cost more than comparing.
let before = new Int32Array(64);
let previous = new Int32Array(64);
let current = new Int32Array(64);

/**
 * Edit distance (insertions, deletions, substitutions, adjacent swaps) of a and b, or more than max once it exceeds
 * max. Only the cells within `max` of the diagonal are computed: a path through any other passes max.
 */
function editDistance(a: string, b: string, max: number): number {
  const n = a.length;
  const m = b.length;
  const far = max + 1;
  if (Math.abs(n - m) > max) return far;
  if (current.length < m + 2) [before, previous, current] = [new Int32Array(m + 2), new Int32Array(m + 2), new Int32Array(m + 2)];
  for (let j = 0; j <= m; j++) previous[j] = j;
  if (far <= m) previous[far] = far;
  for (let i = 1; i <= n; i++) {
    const from = i > max ? i - max : 1;
    const to = i + max < m ? i + max : m;
    current[from - 1] = from === 1 ? i : far;
    let best = current[from - 1] as number;
    const ai = a.charCodeAt(i - 1);
    const aBefore = i > 1 ? a.charCodeAt(i - 2) : -1;
    for (let j = from; j <= to; j++) {
      const bj = b.charCodeAt(j - 1);
      let value = (previous[j - 1] as number) + (ai === bj ? 0 : 1);
      const up = (previous[j] as number) + 1;
      const left = (current[j - 1] as number) + 1;
      if (up < value) value = up;
      if (left < value) value = left;
      if (j > 1 && aBefore === bj && ai === b.charCodeAt(j - 2)) {
        const swap = (before[j - 2] as number) + 1;
        if (swap < value) value = swap;
      }
      current[j] = value;
      if (value < best) best = value;
    }
    if (to < m) current[to + 1] = far;
    if (best > max) return far;
    const done = before;
    before = previous;
    previous = current;
    current = done;
  }
  return previous[m] as number;
}

/** Typos tolerated: none under 4 characters, one up to 7, two from 8. */
const tolerance = (query: string) => (query.length < 4 ? 0 : query.length < 8 ? 1 : 2);

// The keys of a row and each of their words, computed once per row (rows are loaded once and kept).
const typoCandidates = new WeakMap<string[], string[]>();
function candidatesOf(keys: string[]): string[] {
  let found = typoCandidates.get(keys);
  if (!found) {
    found = [...new Set(keys.flatMap((key) => [key, ...key.split(' ')]))];
    typoCandidates.set(keys, found);
  }
  return found;
}

/** Whether a key or a word of one, or its start, is within `max` typos of the query. */
function isNearMiss(keys: string[], query: string, max: number): boolean {
  for (const candidate of candidatesOf(keys)) {
    // shorter by more than max: neither the candidate nor its start can be within max
    if (candidate.length < query.length - max) continue;
    const start = candidate.slice(0, query.length);
    if (editDistance(query, start, max) <= max) return true;
    if (candidate.length > start.length && editDistance(query, candidate, max) <= max) return true;
  }
  return false;
}

/**
 * How well a row matches a folded query, lower is better, or null: 0 a key equals it, 1 a key starts with it, 2 a
 * word of a key starts with it, 3 a key contains it, 4 a key's start (or a word) is within a typo or two of it.
 */
function matchRank(keys: string[], query: string, spaced: string): number | null {
  if (!query) return 1;
  let rank: number | null = null;
  for (const key of keys) {
    if (key === query) return 0;
    const found = key.startsWith(query) ? 1 : key.includes(spaced) ? 2 : key.includes(query) ? 3 : null;
    if (found !== null && (rank === null || found < rank)) rank = found;
  }
  if (rank !== null) return rank;
  const max = tolerance(query);
  return max > 0 && isNearMiss(keys, query, max) ? 4 : null;
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
  const spaced = ` ${folded}`;
  const found: { row: T; rank: number }[] = [];
  for (const row of rows) {
    const rank = matchRank(row.keys, folded, spaced);
    if (rank !== null) found.push({ row, rank });
  }
  found.sort((a, b) => a.rank - b.rank || collator.compare(a.row.name, b.row.name));
  return found.slice(0, limit).map((entry) => entry.row);
}

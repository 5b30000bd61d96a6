import { z } from 'zod';
import { isStorableText } from '../identity/text.ts';

/** The longest search text accepted; a longer one is a field error (`search.text_length`). */
export const SEARCH_TEXT_MAX = 120;
/** How many words of a search text are searched; the words after them are dropped. */
export const SEARCH_WORDS_MAX = 8;

const MEANINGFUL = /[\p{L}\p{N}]/u;

/**
 * The first SEARCH_WORDS_MAX words holding a letter or a digit, single-spaced. A search's cost grows with its words
 * (each one a term of the full-text query and trigrams of the typo match) while a ninth word rarely narrows what a
 * person looks for, so the rest is dropped quietly instead of refusing the search.
 */
function searchWords(text: string): string {
  return text
    .split(/\s+/)
    .filter((word) => MEANINGFUL.test(word))
    .slice(0, SEARCH_WORDS_MAX)
    .join(' ');
}

/** The text of every search (positions, courses, contents, the single search): trimmed, bounded, its first words. */
export const searchText = z
  .string()
  .trim()
  .max(SEARCH_TEXT_MAX, { error: 'search.text_length' })
  .refine(isStorableText, { error: 'invalid', abort: true })
  .transform(searchWords)
  .default('');

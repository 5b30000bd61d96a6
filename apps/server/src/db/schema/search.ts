import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The words the searchable texts hold, per search (`positions`, `discovery` for contents and pathways, `courses`):
 * what typo tolerance corrects a typed word to (platform/db/text-search.ts). A few thousand rows where the documents
 * are a million, so a trigram match over them is cheap where a trigram match over every document's text was not.
 * Written by triggers on the documents' tables (the migrations search_words, search_words_split and
 * search_words_courses), never by the application; a word stays when its documents go (a correction to it then finds
 * nothing, as no correction would).
 */
export const searchWords = pgTable(
  'search_words',
  {
    source: text('source').notNull(),
    word: text('word').notNull(),
  },
  (t) => [primaryKey({ columns: [t.source, t.word] }), index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

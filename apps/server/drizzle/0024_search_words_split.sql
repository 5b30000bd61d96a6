-- Custom SQL migration file, put your code below! --
-- The words of search_words split at spaces (search_text is folded: lower case, no accents) with the punctuation
-- around them trimmed, as a typed text is split, instead of the full-text parser: a bulk load of a million documents
-- splits their texts in a third of the time.
CREATE OR REPLACE FUNCTION search_words_learn() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (source, word)
    SELECT DISTINCT TG_ARGV[0], w.word
    FROM new_rows r CROSS JOIN LATERAL unnest(string_to_array(r.search_text, ' ')) s(part)
    CROSS JOIN LATERAL (SELECT btrim(s.part, '.,;:!?()[]{}"''/|*') AS word) w
    WHERE length(w.word) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_learn_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (source, word)
    SELECT DISTINCT TG_ARGV[0], w.word
    FROM unnest(string_to_array(NEW.search_text, ' ')) s(part)
    CROSS JOIN LATERAL (SELECT btrim(s.part, '.,;:!?()[]{}"''/|*') AS word) w
    WHERE length(w.word) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

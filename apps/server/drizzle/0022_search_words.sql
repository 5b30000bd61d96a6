CREATE TABLE "search_words" (
	"source" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_source_word_pk" PRIMARY KEY("source","word")
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model functions and triggers): the words of the searchable texts, as the
-- full-text search splits them ('simple'), learnt when a document is written; inserts learn a whole statement's rows
-- at once (a bulk load splits its texts in one pass), updates only a row whose text changed.
CREATE FUNCTION search_words_learn() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (source, word)
    SELECT DISTINCT TG_ARGV[0], w.lexeme FROM new_rows r CROSS JOIN LATERAL unnest(to_tsvector('simple', r.search_text)) w
    WHERE length(w.lexeme) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION search_words_learn_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (source, word)
    SELECT DISTINCT TG_ARGV[0], w.lexeme FROM unnest(to_tsvector('simple', NEW.search_text)) w
    WHERE length(w.lexeme) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER positions_search_words_insert AFTER INSERT ON positions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_learn('positions');--> statement-breakpoint
CREATE TRIGGER positions_search_words_update AFTER UPDATE OF search_text ON positions
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text) EXECUTE FUNCTION search_words_learn_row('positions');--> statement-breakpoint
CREATE TRIGGER contents_search_words_insert AFTER INSERT ON contents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_learn('discovery');--> statement-breakpoint
CREATE TRIGGER contents_search_words_update AFTER UPDATE OF search_text ON contents
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text) EXECUTE FUNCTION search_words_learn_row('discovery');--> statement-breakpoint
CREATE TRIGGER lists_search_words_insert AFTER INSERT ON lists REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_learn('discovery');--> statement-breakpoint
CREATE TRIGGER lists_search_words_update AFTER UPDATE OF search_text ON lists
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text) EXECUTE FUNCTION search_words_learn_row('discovery');--> statement-breakpoint
-- the words of the documents already written
INSERT INTO search_words (source, word)
  SELECT DISTINCT 'positions', w.lexeme FROM positions p CROSS JOIN LATERAL unnest(to_tsvector('simple', p.search_text)) w
  WHERE length(w.lexeme) BETWEEN 3 AND 40
  UNION
  SELECT 'discovery', w.lexeme FROM contents c CROSS JOIN LATERAL unnest(to_tsvector('simple', c.search_text)) w
  WHERE length(w.lexeme) BETWEEN 3 AND 40
  UNION
  SELECT 'discovery', w.lexeme FROM lists l CROSS JOIN LATERAL unnest(to_tsvector('simple', l.search_text)) w
  WHERE length(w.lexeme) BETWEEN 3 AND 40;

-- Custom SQL migration file, put your code below! --
-- The course catalogue's words in search_words too (source 'courses'): its typo tolerance corrects a word over them, as
-- the positions' and discovery's do, instead of word similarity over every course's text.
CREATE TRIGGER courses_search_words_insert AFTER INSERT ON courses REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_learn('courses');--> statement-breakpoint
CREATE TRIGGER courses_search_words_update AFTER UPDATE OF search_text ON courses
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text) EXECUTE FUNCTION search_words_learn_row('courses');--> statement-breakpoint
INSERT INTO search_words (source, word)
  SELECT DISTINCT 'courses', w.word
  FROM courses c CROSS JOIN LATERAL unnest(string_to_array(c.search_text, ' ')) s(part)
  CROSS JOIN LATERAL (SELECT btrim(s.part, '.,;:!?()[]{}"''/|*') AS word) w
  WHERE length(w.word) BETWEEN 3 AND 40
ON CONFLICT DO NOTHING;

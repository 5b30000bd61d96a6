ALTER TABLE "job_alerts" ADD COLUMN "onsite" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "near_city_id" integer;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "radius_km" integer;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "near_cities" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "skills_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "positions_open_salary_idx" ON "positions" USING btree ("salary_monthly_min" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active' and not internal_only;--> statement-breakpoint
-- The job search also finds a position by its required skills: skills_text holds the search keys of the skills it
-- asks for (their titles in the three languages, folded), and the search vector is derived from search_text and
-- skills_text together, so a search reads one vector per row and no join to the skills. Triggers keep skills_text:
-- when a position's skills are inserted or deleted, and when a skill's title changes (every position asking for it
-- is rewritten, so a renamed skill never leaves its old name behind).
ALTER TABLE "positions" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  to_tsvector('simple'::regconfig, "search_text" || ' ' || "skills_text") || to_tsvector('portuguese'::regconfig, "search_text" || ' ' || "skills_text")
  || to_tsvector('english'::regconfig, "search_text" || ' ' || "skills_text") || to_tsvector('spanish'::regconfig, "search_text" || ' ' || "skills_text")) STORED;--> statement-breakpoint
CREATE INDEX "positions_search_idx" ON "positions" USING gin ("search_vector") WHERE status = 'active';--> statement-breakpoint
CREATE FUNCTION position_skills_text(pid uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg(s.search_key, ' ' ORDER BY s.search_key), '')
  FROM position_skills ps JOIN skills s ON s.id = ps.skill_id WHERE ps.position_id = pid
$$;--> statement-breakpoint
CREATE FUNCTION position_skills_text_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE positions p SET skills_text = position_skills_text(p.id) WHERE p.id IN (SELECT DISTINCT position_id FROM new_rows);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION position_skills_text_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE positions p SET skills_text = position_skills_text(p.id) WHERE p.id IN (SELECT DISTINCT position_id FROM old_rows);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION position_skills_text_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE positions p SET skills_text = position_skills_text(p.id)
    WHERE p.id IN (SELECT ps.position_id FROM position_skills ps WHERE ps.skill_id = NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER position_skills_text_insert AFTER INSERT ON position_skills REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION position_skills_text_inserted();--> statement-breakpoint
CREATE TRIGGER position_skills_text_delete AFTER DELETE ON position_skills REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION position_skills_text_deleted();--> statement-breakpoint
CREATE TRIGGER skills_positions_text_update AFTER UPDATE OF search_key ON skills
  FOR EACH ROW WHEN (OLD.search_key IS DISTINCT FROM NEW.search_key) EXECUTE FUNCTION position_skills_text_renamed();--> statement-breakpoint
-- the skills' words are the search's words too (typo corrections, search_words)
CREATE FUNCTION search_words_learn_skills() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (source, word)
    SELECT DISTINCT TG_ARGV[0], w.word
    FROM unnest(string_to_array(NEW.skills_text, ' ')) s(part)
    CROSS JOIN LATERAL (SELECT btrim(s.part, '.,;:!?()[]{}"''/|*') AS word) w
    WHERE length(w.word) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER positions_search_words_skills AFTER UPDATE OF skills_text ON positions
  FOR EACH ROW WHEN (OLD.skills_text IS DISTINCT FROM NEW.skills_text) EXECUTE FUNCTION search_words_learn_skills('positions');--> statement-breakpoint
UPDATE positions p SET skills_text = position_skills_text(p.id) WHERE EXISTS (SELECT 1 FROM position_skills ps WHERE ps.position_id = p.id);

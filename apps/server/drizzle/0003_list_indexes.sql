-- pg_trgm ships with PostgreSQL (contrib) and is a trusted extension: the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "list_counts" (
	"list" text NOT NULL,
	"workspace_id" uuid NOT NULL,
	"bucket" text NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "list_counts_list_workspace_id_bucket_pk" PRIMARY KEY("list","workspace_id","bucket")
);
--> statement-breakpoint
ALTER TABLE "workspace_members" ADD COLUMN "user_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD COLUMN "user_last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "list_counts" ADD CONSTRAINT "list_counts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invites_list_idx" ON "invites" USING btree ("workspace_id","created_at","id") INCLUDE ("status","expires_at");--> statement-breakpoint
CREATE INDEX "invites_pending_expiry_idx" ON "invites" USING btree ("workspace_id","expires_at") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "workspace_members_by_name_idx" ON "workspace_members" USING btree ("workspace_id","user_name","user_last_name","user_id");--> statement-breakpoint
CREATE INDEX "workspace_members_by_role_name_idx" ON "workspace_members" USING btree ("workspace_id","role","user_name","user_last_name","user_id");--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model functions and triggers).
-- workspace_members.user_name / user_last_name copy users.name / last_name so the members list can sort by an index.
CREATE FUNCTION workspace_members_copy_user_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT u.name, u.last_name INTO NEW.user_name, NEW.user_last_name FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER workspace_members_copy_user_name BEFORE INSERT OR UPDATE OF user_id, user_name, user_last_name ON workspace_members
  FOR EACH ROW EXECUTE FUNCTION workspace_members_copy_user_name();--> statement-breakpoint
CREATE FUNCTION users_name_to_memberships() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE workspace_members SET user_name = NEW.name, user_last_name = NEW.last_name WHERE user_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_name_to_memberships AFTER UPDATE OF name, last_name ON users
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION users_name_to_memberships();--> statement-breakpoint
UPDATE workspace_members m SET user_name = u.name, user_last_name = u.last_name FROM users u WHERE u.id = m.user_id;--> statement-breakpoint
-- list_counts: count_list_rows(list, bucket column) keeps, per statement, the rows of a list by workspace and bucket.
-- Rows are added in key order so concurrent statements lock counters in the same order (no deadlock).
CREATE FUNCTION count_list_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  list text := TG_ARGV[0];
  bucket text := quote_ident(TG_ARGV[1]);
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE format(
      'UPDATE list_counts c SET rows = c.rows - d.n FROM (SELECT workspace_id, %1$s AS bucket, count(*)::int AS n FROM old_rows GROUP BY 1, 2) d
       WHERE c.list = $1 AND c.workspace_id = d.workspace_id AND c.bucket = d.bucket', bucket) USING list;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    EXECUTE format(
      'INSERT INTO list_counts (list, workspace_id, bucket, rows)
       SELECT $1, workspace_id, %1$s, count(*)::int FROM new_rows GROUP BY 2, 3 ORDER BY 2, 3
       ON CONFLICT (list, workspace_id, bucket) DO UPDATE SET rows = list_counts.rows + EXCLUDED.rows', bucket) USING list;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER workspace_members_count_insert AFTER INSERT ON workspace_members REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows('members', 'role');--> statement-breakpoint
CREATE TRIGGER workspace_members_count_update AFTER UPDATE ON workspace_members REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows('members', 'role');--> statement-breakpoint
CREATE TRIGGER workspace_members_count_delete AFTER DELETE ON workspace_members REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows('members', 'role');--> statement-breakpoint
CREATE TRIGGER invites_count_insert AFTER INSERT ON invites REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows('invites', 'status');--> statement-breakpoint
CREATE TRIGGER invites_count_update AFTER UPDATE ON invites REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows('invites', 'status');--> statement-breakpoint
CREATE TRIGGER invites_count_delete AFTER DELETE ON invites REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_rows('invites', 'status');--> statement-breakpoint
INSERT INTO list_counts (list, workspace_id, bucket, rows)
  SELECT 'members', workspace_id, role, count(*)::int FROM workspace_members GROUP BY 2, 3
  UNION ALL SELECT 'invites', workspace_id, status, count(*)::int FROM invites GROUP BY 2, 3;

CREATE TABLE "content_favorites" (
	"user_id" uuid NOT NULL,
	"content_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_favorites_user_id_content_id_pk" PRIMARY KEY("user_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "content_interactions" (
	"user_id" uuid NOT NULL,
	"content_id" uuid NOT NULL,
	"state" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_interactions_user_id_content_id_pk" PRIMARY KEY("user_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "content_skills" (
	"content_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	CONSTRAINT "content_skills_content_id_skill_id_pk" PRIMARY KEY("content_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"author_id" uuid,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"link" text,
	"language" text NOT NULL,
	"duration" integer,
	"duration_unit" text,
	"level" text,
	"cover_url" text,
	"is_private" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"publish_to_profile" boolean DEFAULT false NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "list_contents" (
	"list_id" uuid NOT NULL,
	"content_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "list_contents_list_id_content_id_pk" PRIMARY KEY("list_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "list_favorites" (
	"user_id" uuid NOT NULL,
	"list_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "list_favorites_user_id_list_id_pk" PRIMARY KEY("user_id","list_id")
);
--> statement-breakpoint
CREATE TABLE "list_interactions" (
	"user_id" uuid NOT NULL,
	"list_id" uuid NOT NULL,
	"state" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "list_interactions_user_id_list_id_pk" PRIMARY KEY("user_id","list_id")
);
--> statement-breakpoint
CREATE TABLE "list_skills" (
	"list_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	CONSTRAINT "list_skills_list_id_skill_id_pk" PRIMARY KEY("list_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"author_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"cover_url" text,
	"is_private" boolean DEFAULT false NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_favorites" ADD CONSTRAINT "content_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_favorites" ADD CONSTRAINT "content_favorites_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_interactions" ADD CONSTRAINT "content_interactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_interactions" ADD CONSTRAINT "content_interactions_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_skills" ADD CONSTRAINT "content_skills_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_skills" ADD CONSTRAINT "content_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_contents" ADD CONSTRAINT "list_contents_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_contents" ADD CONSTRAINT "list_contents_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_favorites" ADD CONSTRAINT "list_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_favorites" ADD CONSTRAINT "list_favorites_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_interactions" ADD CONSTRAINT "list_interactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_interactions" ADD CONSTRAINT "list_interactions_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_skills" ADD CONSTRAINT "list_skills_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_skills" ADD CONSTRAINT "list_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_favorites_user_created_idx" ON "content_favorites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "content_favorites_content_idx" ON "content_favorites" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "content_interactions_user_state_idx" ON "content_interactions" USING btree ("user_id","state","updated_at");--> statement-breakpoint
CREATE INDEX "content_interactions_content_idx" ON "content_interactions" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "content_skills_skill_idx" ON "content_skills" USING btree ("skill_id","content_id");--> statement-breakpoint
CREATE INDEX "contents_workspace_created_idx" ON "contents" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contents_author_created_idx" ON "contents" USING btree ("author_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contents_public_created_idx" ON "contents" USING btree ("created_at","id") WHERE is_public and not is_private;--> statement-breakpoint
CREATE INDEX "list_contents_content_idx" ON "list_contents" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "list_favorites_user_created_idx" ON "list_favorites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "list_favorites_list_idx" ON "list_favorites" USING btree ("list_id");--> statement-breakpoint
CREATE INDEX "list_interactions_list_idx" ON "list_interactions" USING btree ("list_id");--> statement-breakpoint
CREATE INDEX "list_skills_skill_idx" ON "list_skills" USING btree ("skill_id","list_id");--> statement-breakpoint
CREATE INDEX "lists_workspace_created_idx" ON "lists" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "lists_author_created_idx" ON "lists" USING btree ("author_id","created_at","id");--> statement-breakpoint
CREATE INDEX "lists_open_created_idx" ON "lists" USING btree ("created_at","id") WHERE not is_private;--> statement-breakpoint
-- Discovery's full-text search (not in the Drizzle schema): the folded text in 'simple' (exact words) and the three
-- stemmers of the content languages, and a trigram index on the same text for typo tolerance (pg_trgm, 0003).
ALTER TABLE "contents" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  to_tsvector('simple'::regconfig, "search_text") || to_tsvector('portuguese'::regconfig, "search_text")
  || to_tsvector('english'::regconfig, "search_text") || to_tsvector('spanish'::regconfig, "search_text")) STORED;--> statement-breakpoint
CREATE INDEX "contents_search_idx" ON "contents" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "contents_search_trgm_idx" ON "contents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "lists" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  to_tsvector('simple'::regconfig, "search_text") || to_tsvector('portuguese'::regconfig, "search_text")
  || to_tsvector('english'::regconfig, "search_text") || to_tsvector('spanish'::regconfig, "search_text")) STORED;--> statement-breakpoint
CREATE INDEX "lists_search_idx" ON "lists" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "lists_search_trgm_idx" ON "lists" USING gin ("search_text" gin_trgm_ops);

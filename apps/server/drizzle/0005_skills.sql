-- pg_trgm (a trusted contrib extension, in embedded PostgreSQL 18 and Debian's PostgreSQL 15) serves the skills
-- search: similarity of the folded query to the folded titles, with typo tolerance.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text,
	"title_pt" text NOT NULL,
	"title_en" text NOT NULL,
	"title_es" text NOT NULL,
	"key_pt" text NOT NULL,
	"key_en" text NOT NULL,
	"key_es" text NOT NULL,
	"search_key" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_skills" (
	"user_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"level" text,
	"main" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_skills_user_id_skill_id_pk" PRIMARY KEY("user_id","skill_id")
);
--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_skills" ADD CONSTRAINT "user_skills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_skills" ADD CONSTRAINT "user_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "skills_code_key" ON "skills" USING btree ("code");--> statement-breakpoint
CREATE INDEX "skills_key_pt_idx" ON "skills" USING btree ("key_pt","id");--> statement-breakpoint
CREATE INDEX "skills_key_en_idx" ON "skills" USING btree ("key_en","id");--> statement-breakpoint
CREATE INDEX "skills_key_es_idx" ON "skills" USING btree ("key_es","id");--> statement-breakpoint
CREATE INDEX "user_skills_skill_idx" ON "user_skills" USING btree ("skill_id");--> statement-breakpoint
-- search by substring (like) and by word similarity (<%) over the three folded titles
CREATE INDEX "skills_search_trgm_idx" ON "skills" USING gin ("search_key" gin_trgm_ops);

CREATE TABLE "course_enrollments" (
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"aggregator_id" uuid,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "course_enrollments_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "course_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"logo_url" text,
	CONSTRAINT "course_providers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "course_segments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name_pt" text NOT NULL,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	CONSTRAINT "course_segments_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"segment_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"modality" text NOT NULL,
	"workload_hours" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'BRL' NOT NULL,
	"language" text NOT NULL,
	"url" text NOT NULL,
	"image_url" text,
	"city_name" text,
	"state_code" text,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_courses" (
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"aggregator_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_courses_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "approval_group_members" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "approval_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "approval_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"url" text,
	"image_url" text,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorite_positions" (
	"user_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	"notify_when_ready" boolean DEFAULT false NOT NULL,
	"ready_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favorite_positions_user_id_position_id_pk" PRIMARY KEY("user_id","position_id")
);
--> statement-breakpoint
CREATE TABLE "portal_partners" (
	"portal_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	CONSTRAINT "portal_partners_portal_id_company_id_pk" PRIMARY KEY("portal_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "position_members" (
	"position_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "position_members_position_id_user_id_pk" PRIMARY KEY("position_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "position_skills" (
	"position_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"level" text NOT NULL,
	CONSTRAINT "position_skills_position_id_skill_id_pk" PRIMARY KEY("position_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"department_id" uuid,
	"author_id" uuid,
	"code" text,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category_id" integer NOT NULL,
	"contract_type" text NOT NULL,
	"workload" text,
	"salary_type" text NOT NULL,
	"salary_text" text,
	"salary_min" integer,
	"salary_max" integer,
	"salary_period" text,
	"salary_monthly_min" integer,
	"remote" boolean DEFAULT false NOT NULL,
	"pcd_only" boolean DEFAULT false NOT NULL,
	"city_id" integer,
	"city_name" text,
	"state_code" text,
	"country_code" text DEFAULT 'BR' NOT NULL,
	"language" text NOT NULL,
	"education_level" text,
	"requirements" text,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"approval_status" text,
	"approval_note" text,
	"search_text" text NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workspace_members" ADD COLUMN "recruitment_role" text;--> statement-breakpoint
ALTER TABLE "course_enrollments" ADD CONSTRAINT "course_enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrollments" ADD CONSTRAINT "course_enrollments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrollments" ADD CONSTRAINT "course_enrollments_aggregator_id_workspaces_id_fk" FOREIGN KEY ("aggregator_id") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_provider_id_course_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."course_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_segment_id_course_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."course_segments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_courses" ADD CONSTRAINT "saved_courses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_courses" ADD CONSTRAINT "saved_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_courses" ADD CONSTRAINT "saved_courses_aggregator_id_workspaces_id_fk" FOREIGN KEY ("aggregator_id") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_group_members" ADD CONSTRAINT "approval_group_members_group_id_approval_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."approval_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_group_members" ADD CONSTRAINT "approval_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_groups" ADD CONSTRAINT "approval_groups_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_positions" ADD CONSTRAINT "favorite_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_positions" ADD CONSTRAINT "favorite_positions_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_partners" ADD CONSTRAINT "portal_partners_portal_id_workspaces_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_partners" ADD CONSTRAINT "portal_partners_company_id_workspaces_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_members" ADD CONSTRAINT "position_members_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_members" ADD CONSTRAINT "position_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_skills" ADD CONSTRAINT "position_skills_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_skills" ADD CONSTRAINT "position_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_enrollments_user_created_idx" ON "course_enrollments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_provider_external_idx" ON "courses" USING btree ("provider_id","external_id");--> statement-breakpoint
CREATE INDEX "courses_created_idx" ON "courses" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "courses_segment_created_idx" ON "courses" USING btree ("segment_id","created_at","id");--> statement-breakpoint
CREATE INDEX "courses_provider_created_idx" ON "courses" USING btree ("provider_id","created_at","id");--> statement-breakpoint
CREATE INDEX "courses_modality_created_idx" ON "courses" USING btree ("modality","created_at","id");--> statement-breakpoint
CREATE INDEX "saved_courses_user_created_idx" ON "saved_courses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "approval_group_members_user_idx" ON "approval_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "approval_groups_workspace_idx" ON "approval_groups" USING btree ("workspace_id","position");--> statement-breakpoint
CREATE INDEX "cms_news_language_published_idx" ON "cms_news" USING btree ("language","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_workspace_name_idx" ON "departments" USING btree ("workspace_id",lower("name"));--> statement-breakpoint
CREATE INDEX "favorite_positions_user_created_idx" ON "favorite_positions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "favorite_positions_position_idx" ON "favorite_positions" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "portal_partners_company_idx" ON "portal_partners" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "position_members_user_idx" ON "position_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "position_skills_skill_idx" ON "position_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE INDEX "positions_workspace_status_idx" ON "positions" USING btree ("workspace_id","status","updated_at","id");--> statement-breakpoint
CREATE INDEX "positions_open_published_idx" ON "positions" USING btree ("published_at","id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "positions_open_category_idx" ON "positions" USING btree ("category_id","published_at","id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "positions_open_state_idx" ON "positions" USING btree ("state_code","published_at","id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "positions_open_company_idx" ON "positions" USING btree ("workspace_id","published_at","id") WHERE status = 'active';--> statement-breakpoint
-- Search over positions and courses (not in the Drizzle schema), as for contents in 0009: the folded text in
-- 'simple' and the three stemmers, and a trigram index for typos.
ALTER TABLE "positions" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  to_tsvector('simple'::regconfig, "search_text") || to_tsvector('portuguese'::regconfig, "search_text")
  || to_tsvector('english'::regconfig, "search_text") || to_tsvector('spanish'::regconfig, "search_text")) STORED;--> statement-breakpoint
CREATE INDEX "positions_search_idx" ON "positions" USING gin ("search_vector") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "positions_search_trgm_idx" ON "positions" USING gin ("search_text" gin_trgm_ops) WHERE status = 'active';--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  to_tsvector('simple'::regconfig, "search_text") || to_tsvector('portuguese'::regconfig, "search_text")
  || to_tsvector('english'::regconfig, "search_text") || to_tsvector('spanish'::regconfig, "search_text")) STORED;--> statement-breakpoint
CREATE INDEX "courses_search_idx" ON "courses" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "courses_search_trgm_idx" ON "courses" USING gin ("search_text" gin_trgm_ops);

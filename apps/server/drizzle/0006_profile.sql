CREATE TABLE "profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"username" text,
	"birthdate" date,
	"contact_phone" text,
	"contact_country_code" text,
	"country_abbr" text,
	"state" text,
	"city" text,
	"city_id" integer,
	"is_pcd" boolean DEFAULT false NOT NULL,
	"pcd_type" text,
	"pcd_cid" text,
	"need_adaptation" boolean DEFAULT false NOT NULL,
	"pcd_adaptation" text,
	"professional_title" text,
	"professional_description" text,
	"preferred_areas" integer[] DEFAULT '{}' NOT NULL,
	"professional_experiences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"academic_experiences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"social_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content_languages" text[] DEFAULT '{}' NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"avatar" jsonb,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_username_key" ON "profiles" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "profiles_preferred_areas_idx" ON "profiles" USING gin ("preferred_areas");
CREATE TABLE "resume_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"file" "bytea",
	"error_code" text,
	"draft" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "resume_imports" ADD CONSTRAINT "resume_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_imports_waiting_idx" ON "resume_imports" USING btree ("created_at") WHERE status in ('pending', 'analysing');--> statement-breakpoint
CREATE INDEX "resume_imports_created_idx" ON "resume_imports" USING btree ("created_at");
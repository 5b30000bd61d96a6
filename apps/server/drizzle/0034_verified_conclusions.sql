ALTER TABLE "content_interactions" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "content_interactions" ADD COLUMN "score" integer;
ALTER TABLE "interviews" ALTER COLUMN "scheduled_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "slots" timestamp with time zone[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
CREATE INDEX "applications_knocked_out_idx" ON "applications" USING btree ("submitted_at","id") WHERE status = 'under_analysis' and deleted_at is null and stage in ('new', 'screening') and answers->'questions' @> '[{"knockedOut": true}]';--> statement-breakpoint
CREATE INDEX "interviews_live_time_idx" ON "interviews" USING btree ("scheduled_at") WHERE response in ('pending', 'accepted') and scheduled_at is not null;--> statement-breakpoint
CREATE INDEX "interviews_open_slots_idx" ON "interviews" USING btree ("created_at") WHERE response = 'pending' and scheduled_at is null;
CREATE TABLE "communication_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"period" text NOT NULL,
	"hour" integer NOT NULL,
	"weekday" integer,
	"day_of_month" integer,
	"next_due_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "communication_preferences" ADD CONSTRAINT "communication_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "communication_due_idx" ON "communication_preferences" USING btree ("next_due_at") WHERE next_due_at is not null;--> statement-breakpoint
CREATE INDEX "invites_pending_email_idx" ON "invites" USING btree (lower("email")) WHERE status = 'PENDING';
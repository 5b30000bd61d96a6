CREATE TABLE "message_mails" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "message_mails" ADD CONSTRAINT "message_mails_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_mails_due_idx" ON "message_mails" USING btree ("due_at") WHERE due_at is not null;
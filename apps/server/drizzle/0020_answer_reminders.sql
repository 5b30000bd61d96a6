CREATE TABLE "answer_reminders" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"message_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answer_reminders" ADD CONSTRAINT "answer_reminders_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_reminders" ADD CONSTRAINT "answer_reminders_message_id_application_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."application_messages"("id") ON DELETE cascade ON UPDATE no action;
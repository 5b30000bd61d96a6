CREATE TABLE "application_step_clocks" (
	"application_id" uuid NOT NULL,
	"step" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"limit_seconds" integer NOT NULL,
	CONSTRAINT "application_step_clocks_application_id_step_pk" PRIMARY KEY("application_id","step")
);
--> statement-breakpoint
ALTER TABLE "application_step_clocks" ADD CONSTRAINT "application_step_clocks_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
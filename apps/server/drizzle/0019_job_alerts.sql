CREATE TABLE "job_alert_matches" (
	"alert_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	"found_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "job_alert_matches_alert_id_position_id_pk" PRIMARY KEY("alert_id","position_id")
);
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"query" text NOT NULL,
	"search_key" text NOT NULL,
	"salary" integer DEFAULT 0 NOT NULL,
	"allow_unspecified" boolean DEFAULT false NOT NULL,
	"categories" integer[] DEFAULT '{}' NOT NULL,
	"cities" integer[] DEFAULT '{}' NOT NULL,
	"states" text[] DEFAULT '{}' NOT NULL,
	"contract_types" text[] DEFAULT '{}' NOT NULL,
	"remote" boolean DEFAULT false NOT NULL,
	"pcd_only" boolean DEFAULT false NOT NULL,
	"portal_id" uuid,
	"frequency" text NOT NULL,
	"unsubscribe_key" text NOT NULL,
	"checked_until" timestamp with time zone NOT NULL,
	"next_send_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_alert_matches" ADD CONSTRAINT "job_alert_matches_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_matches" ADD CONSTRAINT "job_alert_matches_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_portal_id_workspaces_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alert_matches_pending_idx" ON "job_alert_matches" USING btree ("alert_id") WHERE sent_at is null;--> statement-breakpoint
CREATE INDEX "job_alert_matches_position_idx" ON "job_alert_matches" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "job_alerts_user_created_idx" ON "job_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "job_alerts_checked_idx" ON "job_alerts" USING btree ("checked_until","id");
CREATE TABLE "certificate_keys" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"public_key_multibase" text NOT NULL,
	"secret_key_encrypted" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"content_id" uuid,
	"list_id" uuid,
	"kind" text NOT NULL,
	"recipient_name" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"minutes" integer,
	"issuer_name" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificate_keys" ADD CONSTRAINT "certificate_keys_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_idx" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE INDEX "certificates_user_issued_idx" ON "certificates" USING btree ("user_id","issued_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_content_idx" ON "certificates" USING btree ("user_id","content_id") WHERE kind = 'content';--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_list_idx" ON "certificates" USING btree ("user_id","list_id") WHERE kind = 'list';
CREATE TABLE "learning_assignees" (
	"assignment_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reminded_week_at" timestamp with time zone,
	"reminded_due_at" timestamp with time zone,
	"reminded_overdue_at" timestamp with time zone,
	CONSTRAINT "learning_assignees_assignment_id_user_id_pk" PRIMARY KEY("assignment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "learning_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"content_id" uuid,
	"list_id" uuid,
	"department_id" uuid,
	"due_date" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "learning_assignments_one_target" CHECK (("learning_assignments"."content_id" is null) <> ("learning_assignments"."list_id" is null))
);
--> statement-breakpoint
CREATE TABLE "department_members" (
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"department_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "department_members_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "learning_assignees" ADD CONSTRAINT "learning_assignees_assignment_id_learning_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."learning_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_assignees" ADD CONSTRAINT "learning_assignees_member_fk" FOREIGN KEY ("workspace_id","user_id") REFERENCES "public"."workspace_members"("workspace_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_assignments" ADD CONSTRAINT "learning_assignments_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_assignments" ADD CONSTRAINT "learning_assignments_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_assignments" ADD CONSTRAINT "learning_assignments_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_assignments" ADD CONSTRAINT "learning_assignments_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_assignments" ADD CONSTRAINT "learning_assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_members" ADD CONSTRAINT "department_members_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_members" ADD CONSTRAINT "department_members_member_fk" FOREIGN KEY ("workspace_id","user_id") REFERENCES "public"."workspace_members"("workspace_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learning_assignees_user_idx" ON "learning_assignees" USING btree ("user_id","workspace_id");--> statement-breakpoint
CREATE INDEX "learning_assignees_member_idx" ON "learning_assignees" USING btree ("workspace_id","user_id");--> statement-breakpoint
CREATE INDEX "learning_assignments_workspace_idx" ON "learning_assignments" USING btree ("workspace_id","due_date","id");--> statement-breakpoint
CREATE INDEX "learning_assignments_due_idx" ON "learning_assignments" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "department_members_department_idx" ON "department_members" USING btree ("department_id","user_id");
CREATE TABLE "learning_packages" (
	"content_id" uuid PRIMARY KEY NOT NULL,
	"standard" text NOT NULL,
	"title" text NOT NULL,
	"launch_path" text NOT NULL,
	"folder" text NOT NULL,
	"files" jsonb NOT NULL,
	"total_bytes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_runtimes" (
	"user_id" uuid NOT NULL,
	"content_id" uuid NOT NULL,
	"standard" text NOT NULL,
	"cmi" jsonb NOT NULL,
	"play_key" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "learning_runtimes_user_id_content_id_pk" PRIMARY KEY("user_id","content_id"),
	CONSTRAINT "learning_runtimes_play_key_unique" UNIQUE("play_key")
);
--> statement-breakpoint
ALTER TABLE "learning_packages" ADD CONSTRAINT "learning_packages_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_runtimes" ADD CONSTRAINT "learning_runtimes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_runtimes" ADD CONSTRAINT "learning_runtimes_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "roadmap_edits" (
	"user_id" uuid NOT NULL,
	"career_id" integer NOT NULL,
	"overlay" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roadmap_edits_user_id_career_id_pk" PRIMARY KEY("user_id","career_id")
);
--> statement-breakpoint
ALTER TABLE "roadmap_edits" ADD CONSTRAINT "roadmap_edits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
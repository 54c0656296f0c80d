CREATE TABLE "generated_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"career_id" integer NOT NULL,
	"project" jsonb NOT NULL,
	"starter_code" text,
	"source" text NOT NULL,
	"added_to_roadmap" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generated_projects" ADD CONSTRAINT "generated_projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generated_projects_user_idx" ON "generated_projects" USING btree ("user_id","career_id");
CREATE TABLE "resumes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"target_job_title" text NOT NULL,
	"analysis" jsonb NOT NULL,
	"ats_breakdown" jsonb NOT NULL,
	"score" integer NOT NULL,
	"analysis_source" text NOT NULL,
	"requested_mode" text NOT NULL,
	"dismissed" boolean DEFAULT false NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resumes_user_time_idx" ON "resumes" USING btree ("user_id","uploaded_at");
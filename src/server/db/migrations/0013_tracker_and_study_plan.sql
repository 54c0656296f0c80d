-- docs/product.md §3 Application and §4 Study plan: the application tracker grows out of Apply Now
-- (hand-added jobs, stages with their dates, notes, contact, follow-up, required skills), and each
-- user's study plan settings.
CREATE TABLE "study_plans" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"hours_per_week" integer NOT NULL,
	"weekdays" jsonb NOT NULL,
	"start_time" text DEFAULT '18:00' NOT NULL,
	"target_date" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_applications" DROP CONSTRAINT "job_applications_user_id_job_id_pk";--> statement-breakpoint
ALTER TABLE "job_applications" ALTER COLUMN "job_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "company" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "stage" text DEFAULT 'saved' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "stage_dates" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "contact" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "follow_up_on" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "required_skills" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "skills_from" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "occupation_code" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- docs/product.md §3 Application: every application recorded by Apply Now before the tracker is an
-- "Applied" card, dated the day it was recorded in the user's time zone (UTC when the database does
-- not know the zone).
UPDATE "job_applications" a
SET
  "stage" = 'applied',
  "stage_dates" = jsonb_build_object(
    'applied',
    to_char(a."applied_at" AT TIME ZONE coalesce(
      (SELECT z."name" FROM pg_timezone_names z WHERE z."name" = u."time_zone" LIMIT 1),
      'UTC'
    ), 'YYYY-MM-DD')
  ),
  "updated_at" = a."applied_at"
FROM "users" u
WHERE u."id" = a."user_id";--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_user_job_unique" ON "job_applications" USING btree ("user_id","job_id");--> statement-breakpoint
CREATE INDEX "job_applications_user_idx" ON "job_applications" USING btree ("user_id","applied_at");
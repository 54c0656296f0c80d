CREATE TABLE "user_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"remote" boolean DEFAULT false NOT NULL,
	"pay" jsonb,
	"text" text NOT NULL,
	"source" text NOT NULL,
	"board_posting_id" uuid,
	"url" text,
	"analysis" jsonb NOT NULL,
	"application_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_postings" ADD CONSTRAINT "user_postings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_postings" ADD CONSTRAINT "user_postings_board_posting_id_board_postings_id_fk" FOREIGN KEY ("board_posting_id") REFERENCES "public"."board_postings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_postings" ADD CONSTRAINT "user_postings_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_postings_user_idx" ON "user_postings" USING btree ("user_id","created_at");
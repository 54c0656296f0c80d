CREATE TABLE "board_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"board_id" text NOT NULL,
	"external_id" text NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"is_remote" boolean DEFAULT false NOT NULL,
	"url" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"occupation_code" text,
	"posted_at" timestamp with time zone,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "job_board_follows" (
	"user_id" uuid NOT NULL,
	"board_id" text NOT NULL,
	"followed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_board_follows_user_id_board_id_pk" PRIMARY KEY("user_id","board_id")
);
--> statement-breakpoint
CREATE TABLE "job_boards" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"last_error" text,
	"checked_at" timestamp with time zone,
	"last_ok_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "job_sync_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "board_postings" ADD CONSTRAINT "board_postings_board_id_job_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."job_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_board_follows" ADD CONSTRAINT "job_board_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_board_follows" ADD CONSTRAINT "job_board_follows_board_id_job_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."job_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "board_postings_board_external_unique" ON "board_postings" USING btree ("board_id","external_id");--> statement-breakpoint
CREATE INDEX "board_postings_open_idx" ON "board_postings" USING btree ("board_id") WHERE "board_postings"."expired_at" is null;--> statement-breakpoint
CREATE INDEX "job_board_follows_board_idx" ON "job_board_follows" USING btree ("board_id");
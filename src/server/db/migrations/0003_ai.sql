CREATE TABLE "ai_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"source" text NOT NULL,
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"completion_tokens" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generated_careers" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_key" text NOT NULL,
	"title" text NOT NULL,
	"source" text NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_calls" ADD CONSTRAINT "ai_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_calls_user_time_idx" ON "ai_calls" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "generated_careers_title_key_unique" ON "generated_careers" USING btree ("title_key");--> statement-breakpoint
ALTER SEQUENCE generated_careers_id_seq RESTART WITH 1000;

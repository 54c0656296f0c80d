DROP INDEX "users_email_unique";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_added_at" timestamp with time zone;--> statement-breakpoint
-- an account made before S66 was its email's only holder: it keeps the email from the day it joined
UPDATE "users" SET "email_added_at" = "joined_at" WHERE "email" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_email_unique" ON "users" USING btree ("email") WHERE "users"."email_verified_at" is not null;--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email","email_added_at");
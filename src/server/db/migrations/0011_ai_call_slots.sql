ALTER TABLE "ai_calls" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "ai_calls_time_idx" ON "ai_calls" USING btree ("created_at");
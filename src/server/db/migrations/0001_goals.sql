CREATE TABLE "user_goals" (
	"user_id" uuid NOT NULL,
	"career_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_goals_user_id_career_id_pk" PRIMARY KEY("user_id","career_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "current_career_id" integer;--> statement-breakpoint
ALTER TABLE "user_goals" ADD CONSTRAINT "user_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "rewards" ADD COLUMN "picture" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_avatar_only_for_students" CHECK ("users"."avatar" IS NULL OR "users"."user_type" = 'student');
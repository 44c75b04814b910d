CREATE TABLE "app_students" (
	"developer_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"ref" text NOT NULL,
	"blocked_by_student_at" timestamp with time zone,
	"blocked_by_parent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_students_developer_id_student_id_pk" PRIMARY KEY("developer_id","student_id"),
	CONSTRAINT "app_students_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
ALTER TABLE "app_students" ADD CONSTRAINT "app_students_developer_id_users_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_students" ADD CONSTRAINT "app_students_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_students_student_idx" ON "app_students" USING btree ("student_id");--> statement-breakpoint
-- Every app that has awarded a student so far gets its pseudonym for them now, so its next
-- answers and webhooks already name the student by it.
INSERT INTO "app_students" ("developer_id", "student_id", "ref")
SELECT "developer_id", "student_id", 'stu_' || replace(gen_random_uuid()::text, '-', '')
FROM (
  SELECT DISTINCT "developer_id", "student_id" FROM "trophy_transactions"
  WHERE "developer_id" IS NOT NULL AND "kind" = 'award'
) pairs;

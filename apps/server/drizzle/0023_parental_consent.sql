CREATE TABLE "consent_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"parent_id" uuid,
	"event" text NOT NULL,
	"method" text NOT NULL,
	"notice_version" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_log_event_known" CHECK ("consent_log"."event" IN ('requested', 'consented', 'refused', 'withdrawn', 'expired')),
	CONSTRAINT "consent_log_method_known" CHECK ("consent_log"."method" IN ('email_link', 'parent_page', 'housekeeping'))
);
--> statement-breakpoint
CREATE TABLE "consent_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "consent_requests_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "consent_requests_status_known" CHECK ("consent_requests"."status" IN ('pending', 'consented', 'refused', 'expired')),
	CONSTRAINT "consent_requests_answered_unless_pending" CHECK (("consent_requests"."status" = 'pending') = ("consent_requests"."answered_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_year" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_month" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "parental_consent" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "consent_deletion_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consent_requests" ADD CONSTRAINT "consent_requests_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_log_student_idx" ON "consent_log" USING btree ("student_id","at");--> statement-breakpoint
CREATE INDEX "consent_log_at_idx" ON "consent_log" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "consent_requests_one_pending_idx" ON "consent_requests" USING btree ("student_id") WHERE "consent_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "consent_requests_answered_idx" ON "consent_requests" USING btree ("answered_at");--> statement-breakpoint
CREATE INDEX "users_consent_deletion_idx" ON "users" USING btree ("consent_deletion_at") WHERE "users"."consent_deletion_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_birth_month_and_year" CHECK (("users"."birth_year" IS NULL) = ("users"."birth_month" IS NULL));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_birth_month_range" CHECK ("users"."birth_month" BETWEEN 1 AND 12);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_birth_only_for_students" CHECK ("users"."birth_year" IS NULL OR "users"."user_type" = 'student');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_parental_consent_known" CHECK ("users"."parental_consent" IN ('pending', 'given', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_parental_consent_only_for_students" CHECK ("users"."parental_consent" IS NULL OR "users"."user_type" = 'student');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_consent_deletion_while_unconsented" CHECK (("users"."consent_deletion_at" IS NOT NULL) = COALESCE("users"."parental_consent" IN ('pending', 'withdrawn'), false));--> statement-breakpoint
-- The consent log is evidence: an entry is never changed, and deleted only once past its
-- retention period (1095 days, the consent_log kind of privacy/retention.ts), by the database's
-- own clock. TRUNCATE is refused as well, since it skips row triggers.
CREATE FUNCTION refuse_consent_log_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.at < now() - interval '1095 days' THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'consent log entries are never updated, nor deleted before their retention period' USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER consent_log_append_only
  BEFORE UPDATE OR DELETE ON consent_log
  FOR EACH ROW EXECUTE FUNCTION refuse_consent_log_change();
--> statement-breakpoint
CREATE TRIGGER consent_log_no_truncate
  BEFORE TRUNCATE ON consent_log
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_consent_log_change();

CREATE TABLE "refused_registrations" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent_log" DROP CONSTRAINT "consent_log_event_known";--> statement-breakpoint
ALTER TABLE "consent_log" DROP CONSTRAINT "consent_log_method_known";--> statement-breakpoint
ALTER TABLE "consent_requests" DROP CONSTRAINT "consent_requests_status_known";--> statement-breakpoint
ALTER TABLE "parent_student_links" ADD COLUMN "student_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parent_student_links" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "consent_parent_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "consent_parent_id" uuid;--> statement-breakpoint
ALTER TABLE "consent_log" ADD CONSTRAINT "consent_log_event_known" CHECK ("consent_log"."event" IN ('requested', 'consented', 'refused', 'withdrawn', 'expired', 'disputed'));--> statement-breakpoint
ALTER TABLE "consent_log" ADD CONSTRAINT "consent_log_method_known" CHECK ("consent_log"."method" IN ('email_link', 'parent_page', 'housekeeping', 'student_page'));--> statement-breakpoint
ALTER TABLE "consent_requests" ADD CONSTRAINT "consent_requests_status_known" CHECK ("consent_requests"."status" IN ('pending', 'consented', 'refused', 'expired', 'replaced'));--> statement-breakpoint
-- Who may give consent again after a withdrawal, and whose consent is in force: the parent/guide of
-- the newest consent or withdrawal in the log (modules/consent/parent-consent.service.ts).
UPDATE "users" u SET "consent_parent_id" = (
  SELECT l."parent_id" FROM "consent_log" l
  WHERE l."student_id" = u."id" AND l."event" IN ('consented', 'withdrawn')
  ORDER BY l."at" DESC LIMIT 1
) WHERE u."parental_consent" IN ('given', 'withdrawn');

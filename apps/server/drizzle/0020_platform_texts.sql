ALTER TABLE "activity_log" ADD COLUMN "description_text" jsonb;--> statement-breakpoint
ALTER TABLE "redemptions" ADD COLUMN "title_text" jsonb;--> statement-breakpoint
ALTER TABLE "trophy_transactions" ADD COLUMN "description_text" jsonb;--> statement-breakpoint
-- A deleted account's entries lose their description's key and parameters with its words
-- (0011_deleted_account_descriptions.sql): nothing else of the row may change.
CREATE OR REPLACE FUNCTION refuse_ledger_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND NEW.description = ''
     AND NEW.description_text IS NULL
     AND (to_jsonb(NEW) - 'description' - 'description_text')
       = (to_jsonb(OLD) - 'description' - 'description_text')
     AND EXISTS (SELECT 1 FROM users WHERE id = OLD.student_id AND deleted_at IS NOT NULL) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'trophy transactions are never updated or deleted' USING ERRCODE = 'restrict_violation';
END;
$$;

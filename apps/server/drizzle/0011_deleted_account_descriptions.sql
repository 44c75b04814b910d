-- The ledger stays append-only with one exception, for a deleted account (docs/architecture.md
-- §2): its entries keep their amounts, kinds, dates and numbers, so balances and gift-card stock
-- stay consistent, but the description, which an app wrote and may name the child, can be
-- blanked. Nothing else of the row may change, and only once the account is marked deleted.
CREATE OR REPLACE FUNCTION refuse_ledger_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND NEW.description = ''
     AND (to_jsonb(NEW) - 'description') = (to_jsonb(OLD) - 'description')
     AND EXISTS (SELECT 1 FROM users WHERE id = OLD.student_id AND deleted_at IS NOT NULL) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'trophy transactions are never updated or deleted' USING ERRCODE = 'restrict_violation';
END;
$$;

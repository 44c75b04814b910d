-- The ledger keeps the balance: each entry is added to its student's balance under the row lock
-- of that student, and stamped with the resulting balance and the student's entry number. The
-- CHECK on users.trophy_balance refuses any entry that would take a balance below zero.
CREATE FUNCTION apply_trophy_transaction() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users
     SET trophy_balance = trophy_balance + NEW.amount,
         ledger_seq = ledger_seq + 1
   WHERE id = NEW.student_id AND user_type = 'student'
  RETURNING trophy_balance, ledger_seq INTO NEW.balance_after, NEW.student_seq;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'trophy transactions belong to students only' USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER trophy_transactions_apply
  BEFORE INSERT ON trophy_transactions
  FOR EACH ROW EXECUTE FUNCTION apply_trophy_transaction();
--> statement-breakpoint
CREATE FUNCTION refuse_ledger_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'trophy transactions are never updated or deleted' USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER trophy_transactions_immutable
  BEFORE UPDATE OR DELETE ON trophy_transactions
  FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();
--> statement-breakpoint
-- A balance may change only through the ledger.
CREATE FUNCTION guard_trophy_balance() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.trophy_balance - OLD.trophy_balance) IS DISTINCT FROM 0
     AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'trophy balances change only through the ledger' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_trophy_balance_guard
  BEFORE UPDATE OF trophy_balance ON users
  FOR EACH ROW EXECUTE FUNCTION guard_trophy_balance();

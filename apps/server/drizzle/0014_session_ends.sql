CREATE TABLE "session_ends" (
	"id" integer PRIMARY KEY NOT NULL,
	"count" bigint NOT NULL
);
--> statement-breakpoint
-- Each statement that may end sessions moves the count; a statement rather than a row, so a
-- suspension that revokes many sessions costs one update. The row lock it takes is held to the
-- end of the statement's transaction, so a reader sees the count move only with the change.
CREATE FUNCTION count_session_ends() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO session_ends (id, count) VALUES (1, 1)
  ON CONFLICT (id) DO UPDATE SET count = session_ends.count + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER UPDATE OF revoked_at OR DELETE ON sessions
FOR EACH STATEMENT EXECUTE FUNCTION count_session_ends();
--> statement-breakpoint
CREATE TRIGGER users_suspended AFTER UPDATE OF suspended_at OR DELETE ON users
FOR EACH STATEMENT EXECUTE FUNCTION count_session_ends();

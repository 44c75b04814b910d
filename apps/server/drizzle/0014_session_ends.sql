CREATE TABLE "session_ends" (
	"id" integer PRIMARY KEY NOT NULL,
	"count" bigint NOT NULL
);
--> statement-breakpoint
-- Each statement that may end sessions moves the count; a statement rather than a row, so a
-- suspension that revokes many sessions costs one update. The row lock it takes is held to the
-- end of the statement's transaction, so a reader sees the count move only with the change.
-- Sessions only: a suspension revokes the user's sessions in its transaction, and a second
-- trigger on users would take this lock before the sessions' row locks there, and after them in
-- a logout, so the two could deadlock.
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

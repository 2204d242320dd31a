-- Live updates: a replay that misses nothing, and streams that end with their session (issue 24
-- items 14 and 15, docs/decisions/0005).
--
-- change_events.id comes from a sequence at insert, but transactions commit in another order: an
-- event can become visible after a later id was already sent, so "id > Last-Event-ID" skips it.
-- Each event now records its transaction (xid) and the horizon of its insert: the oldest
-- transaction still running then. Every transaction below the horizon had ended, so its events were
-- announced (NOTIFY goes out in commit order) before this one: a client that heard this event has
-- every event of a transaction below its horizon, and a replay after it is the user's events of
-- transactions at or above that horizon. Defaults, so every publisher (0006 and later) fills them.
-- Rows from before get this migration's transaction and horizon: a replay after one of them
-- replays a little more, never less.
ALTER TABLE "change_events"
  ADD COLUMN "xid" xid8 NOT NULL DEFAULT pg_current_xact_id(),
  ADD COLUMN "horizon" xid8 NOT NULL DEFAULT pg_snapshot_xmin(pg_current_snapshot());
--> statement-breakpoint
-- A session that ends (sign-out, password reset, revocation, the account removed — every one a
-- DELETE, cascades included) is announced at commit to every server process, which ends that
-- session's event streams at once; expiry is left to each process's periodic sweep.
CREATE OR REPLACE FUNCTION tinta_announce_session_end() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('tinta_session_ends', json_build_object('sessionId', OLD.id)::text);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER auth_sessions_end AFTER DELETE ON auth_sessions
  FOR EACH ROW EXECUTE FUNCTION tinta_announce_session_end();

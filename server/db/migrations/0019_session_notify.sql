-- Session cache invalidation (docs/architecture.md#request-cost): each server process keeps the sessions it resolved,
-- with the epochs read with them, while it LISTENs on "session_cache". A notification is sent at commit by whatever
-- wrote (a route, a job, another node, SQL by hand): a session changed or deleted ('s:' id), a user changed or deleted
-- ('u:' id: disabled, deleted, a new name or password flag), the authorisation epoch ('auth') or a data epoch
-- ('data') moved, a table truncated ('all'). PostgreSQL folds repeated payloads of one transaction into one.
-- Inserting a session or a user needs nothing: nothing cached depends on a row that did not exist (a new user moves
-- the authorisation epoch anyway).
CREATE FUNCTION "notify_session_cache"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		PERFORM pg_notify('session_cache', 'all');
	ELSIF TG_TABLE_NAME = 'sessions' THEN
		PERFORM pg_notify('session_cache', 's:' || OLD."id");
	ELSIF TG_TABLE_NAME = 'users' THEN
		PERFORM pg_notify('session_cache', 'u:' || OLD."id");
	ELSIF TG_TABLE_NAME = 'auth_epoch' THEN
		PERFORM pg_notify('session_cache', 'auth');
	ELSE
		PERFORM pg_notify('session_cache', 'data');
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "session_cache_sessions" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "notify_session_cache"();
--> statement-breakpoint
CREATE TRIGGER "session_cache_sessions_truncate" AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_cache"();
--> statement-breakpoint
CREATE TRIGGER "session_cache_users" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "notify_session_cache"();
--> statement-breakpoint
CREATE TRIGGER "session_cache_users_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_cache"();
--> statement-breakpoint
CREATE TRIGGER "session_cache_auth_epoch" AFTER INSERT OR UPDATE OR DELETE ON "auth_epoch" FOR EACH ROW EXECUTE FUNCTION "notify_session_cache"();
--> statement-breakpoint
CREATE TRIGGER "session_cache_auth_epoch_truncate" AFTER TRUNCATE ON "auth_epoch" FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_cache"();
--> statement-breakpoint
CREATE TRIGGER "session_cache_data_epoch" AFTER INSERT OR UPDATE OR DELETE ON "data_epoch" FOR EACH ROW EXECUTE FUNCTION "notify_session_cache"();
--> statement-breakpoint
CREATE TRIGGER "session_cache_data_epoch_truncate" AFTER TRUNCATE ON "data_epoch" FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_cache"();

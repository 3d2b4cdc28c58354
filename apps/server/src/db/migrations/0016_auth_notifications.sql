-- Every server process keeps the sessions it has checked in memory (features/auth/session-cache.ts)
-- and drops one when PostgreSQL says on this channel that a row it was read from changed, whoever
-- changed it: a route, another process, a script or a hand in psql. One notification per statement:
-- `kind:id,id,…`, or `all` past 500 rows (a notification holds at most 8000 bytes).
CREATE FUNCTION "auth_notify"("kind" text, "ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) > 500 THEN
    PERFORM pg_notify('flexplan_auth', 'all');
  ELSIF cardinality(ids) > 0 THEN
    PERFORM pg_notify('flexplan_auth', kind || ':' || array_to_string(ids, ','));
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION "auth_notify_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('flexplan_auth', 'all');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "sessions_notify_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "auth_notify"('session', array(SELECT o."id" FROM old_rows o));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A user's change matters only in the columns a session carries (http/session-user.ts) or ends it.
CREATE FUNCTION "users_notify_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "auth_notify"('user', array(
    SELECT n."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
    WHERE (o."company_id", o."collective_id", o."role", o."email", o."phone", o."first_name", o."is_password_deprecated", o."deactivated_at")
      IS DISTINCT FROM (n."company_id", n."collective_id", n."role", n."email", n."phone", n."first_name", n."is_password_deprecated", n."deactivated_at")));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "users_notify_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "auth_notify"('user', array(SELECT o."id" FROM old_rows o));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Any change of a company: the processes keep its whole row with the sessions of its subdomain.
CREATE FUNCTION "companies_notify_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "auth_notify"('company', array(SELECT o."id" FROM old_rows o));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_notify_updated" AFTER UPDATE ON "sessions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sessions_notify_changed"();--> statement-breakpoint
CREATE TRIGGER "sessions_notify_deleted" AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sessions_notify_changed"();--> statement-breakpoint
CREATE TRIGGER "sessions_notify_truncated" AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "auth_notify_all"();--> statement-breakpoint
CREATE TRIGGER "users_notify_updated" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_notify_updated"();--> statement-breakpoint
CREATE TRIGGER "users_notify_deleted" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_notify_deleted"();--> statement-breakpoint
CREATE TRIGGER "users_notify_truncated" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "auth_notify_all"();--> statement-breakpoint
CREATE TRIGGER "companies_notify_updated" AFTER UPDATE ON "companies" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "companies_notify_changed"();--> statement-breakpoint
CREATE TRIGGER "companies_notify_deleted" AFTER DELETE ON "companies" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "companies_notify_changed"();--> statement-breakpoint
CREATE TRIGGER "companies_notify_truncated" AFTER TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION "auth_notify_all"();

-- PostgreSQL holds one lock for the whole cluster from the moment a notifying transaction queues its
-- notifications until its commit is over, WAL flush included (async.c, PreCommit_Notify): with 0017's
-- triggers on every table, every write in the cluster committed one at a time. A server's own
-- connections (the `flexplan.notify` setting, db/postgres-database.ts) now leave their changes'
-- notifications in this table, and the server's barrier (plugins/session-cache.ts), which runs after
-- the commit and before the answer, sends them with its `sync`: one notifying commit per barrier,
-- not one per write. Unlogged: a crash empties it, and a listener that lost its connection drops
-- everything it kept anyway. Any other connection (psql, a CLI) still notifies at once.
CREATE UNLOGGED TABLE "data_notifications" ("payload" text NOT NULL);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "data_notify"("owners" "data_owner"[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  company record;
  payload text;
  defers boolean := coalesce(current_setting('flexplan.notify', true) = 'deferred', false);
BEGIN
  FOR company IN
    SELECT o."company_id", array_agg(DISTINCT o."user_id") FILTER (WHERE o."user_id" IS NOT NULL) AS "users", bool_or(o."user_id" IS NULL) AS "whole"
    FROM unnest(owners) o GROUP BY o."company_id"
  LOOP
    IF company."whole" OR cardinality(company."users") > 500 THEN
      payload := 'data:' || company."company_id" || ':';
    ELSE
      payload := 'data:' || company."company_id" || ':' || array_to_string(company."users", ',');
    END IF;
    IF defers THEN
      INSERT INTO "data_notifications" ("payload") VALUES (payload);
    ELSE
      PERFORM pg_notify('flexplan_auth', payload);
    END IF;
  END LOOP;
END
$$;--> statement-breakpoint
-- The barrier's statement: whatever any connection left waiting, then the barrier's own `sync`, in
-- one transaction. A change committed before the call is either taken here or by a flush that
-- commits before this one, so its notification arrives before the `sync` (one channel, commit order).
CREATE FUNCTION "data_notify_flush"("sync" text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  waiting text;
BEGIN
  FOR waiting IN
    WITH taken AS (DELETE FROM "data_notifications" RETURNING "payload") SELECT DISTINCT t."payload" FROM taken t
  LOOP
    PERFORM pg_notify('flexplan_auth', waiting);
  END LOOP;
  PERFORM pg_notify('flexplan_auth', sync);
END
$$;

-- Issue 16: a cart add and a cart delete each fired three statement triggers: the contract's data
-- notification (0017), the contract's cart version (0019) and the data notification of its items
-- (0017). They were about 40 % of PostgreSQL's time per add + delete (pg_stat_user_functions under
-- `npm run bench`). Now one trigger per statement on the rows a cart price reads (contracts,
-- family_members) moves the owners' cart versions and notifies, and `data_notify` is one statement.
--
-- A contract's items are inserted and deleted by the server only with their contract, in its
-- transaction (the add inserts both in one statement, a change updates the contract and replaces
-- its items, the checkout's drop of past months updates the contract, a deletion cascades), so the
-- contract's trigger names the same user at the same commit. On the server's own connections (the
-- `flexplan.notify = deferred` setting) item inserts and deletes notify nothing more; on any other
-- (psql, a CLI) they still notify, and an update of items notifies on every connection.
-- The payloads of the changed rows' owners (0017's rule): one per company, its users in order, or
-- the whole company for a row of no user or past 500 users. A single SELECT, so it is inlined.
CREATE FUNCTION "data_payloads"("owners" "data_owner"[]) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'data:' || o."company_id" || ':' || CASE WHEN bool_or(o."user_id" IS NULL) OR count(DISTINCT o."user_id") > 500 THEN ''
    ELSE array_to_string(array_agg(DISTINCT o."user_id"), ',') END
  FROM unnest(owners) o GROUP BY o."company_id"
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "data_notify"("owners" "data_owner"[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('flexplan.notify', true) = 'deferred', false) THEN
    INSERT INTO "data_notifications" ("payload") SELECT p FROM "data_payloads"(owners) p;
  ELSE
    PERFORM pg_notify('flexplan_auth', p) FROM "data_payloads"(owners) p;
  END IF;
END
$$;--> statement-breakpoint
-- A row of a user's that a cart price reads: the users' cart versions move and their data is notified.
CREATE FUNCTION "data_notify_cart_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "cart_versions" v SET "version" = v."version" + 1 WHERE v."user_id" IN (SELECT r."user_id" FROM new_rows r);
    PERFORM "data_notify"(array(SELECT ROW(r."company_id", r."user_id")::"data_owner" FROM new_rows r));
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "cart_versions" v SET "version" = v."version" + 1 WHERE v."user_id" IN (SELECT r."user_id" FROM old_rows r);
    PERFORM "data_notify"(array(SELECT ROW(r."company_id", r."user_id")::"data_owner" FROM old_rows r));
  ELSE
    UPDATE "cart_versions" v SET "version" = v."version" + 1 WHERE v."user_id" IN (SELECT r."user_id" FROM new_rows r UNION SELECT r."user_id" FROM old_rows r);
    PERFORM "data_notify"(array(SELECT ROW(r."company_id", r."user_id")::"data_owner" FROM new_rows r UNION SELECT ROW(r."company_id", r."user_id")::"data_owner" FROM old_rows r));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "contracts_data_inserted" ON "contracts";--> statement-breakpoint
DROP TRIGGER "contracts_data_updated" ON "contracts";--> statement-breakpoint
DROP TRIGGER "contracts_data_deleted" ON "contracts";--> statement-breakpoint
DROP TRIGGER "contracts_cart_version_inserted" ON "contracts";--> statement-breakpoint
DROP TRIGGER "contracts_cart_version_updated" ON "contracts";--> statement-breakpoint
DROP TRIGGER "contracts_cart_version_deleted" ON "contracts";--> statement-breakpoint
DROP TRIGGER "family_members_data_inserted" ON "family_members";--> statement-breakpoint
DROP TRIGGER "family_members_data_updated" ON "family_members";--> statement-breakpoint
DROP TRIGGER "family_members_data_deleted" ON "family_members";--> statement-breakpoint
DROP TRIGGER "family_members_cart_version_inserted" ON "family_members";--> statement-breakpoint
DROP TRIGGER "family_members_cart_version_updated" ON "family_members";--> statement-breakpoint
DROP TRIGGER "family_members_cart_version_deleted" ON "family_members";--> statement-breakpoint
DROP TRIGGER "contract_items_data_inserted" ON "contract_items";--> statement-breakpoint
DROP TRIGGER "contract_items_data_deleted" ON "contract_items";--> statement-breakpoint
DROP FUNCTION "cart_versions_bump_owners"();--> statement-breakpoint
CREATE TRIGGER "contracts_cart_rows_inserted" AFTER INSERT ON "contracts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_cart_rows"();--> statement-breakpoint
CREATE TRIGGER "contracts_cart_rows_updated" AFTER UPDATE ON "contracts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_cart_rows"();--> statement-breakpoint
CREATE TRIGGER "contracts_cart_rows_deleted" AFTER DELETE ON "contracts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_cart_rows"();--> statement-breakpoint
CREATE TRIGGER "family_members_cart_rows_inserted" AFTER INSERT ON "family_members" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_cart_rows"();--> statement-breakpoint
CREATE TRIGGER "family_members_cart_rows_updated" AFTER UPDATE ON "family_members" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_cart_rows"();--> statement-breakpoint
CREATE TRIGGER "family_members_cart_rows_deleted" AFTER DELETE ON "family_members" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_cart_rows"();--> statement-breakpoint
CREATE TRIGGER "contract_items_data_inserted" AFTER INSERT ON "contract_items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  WHEN (current_setting('flexplan.notify', true) IS DISTINCT FROM 'deferred') EXECUTE FUNCTION "data_notify_contract_items"();--> statement-breakpoint
CREATE TRIGGER "contract_items_data_deleted" AFTER DELETE ON "contract_items" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  WHEN (current_setting('flexplan.notify', true) IS DISTINCT FROM 'deferred') EXECUTE FUNCTION "data_notify_contract_items"();

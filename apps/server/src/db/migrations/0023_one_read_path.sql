-- One read path (docs/decisions/100-one-read-path-revalidated-by-etag.md): no process keeps answers,
-- so nothing listens for changes. The notifications of migrations 0016-0018 and 0020-0021 go, with
-- their deferral table; what stays is versions that the writes move in their own transactions, which
-- the hot reads' ETags are made of (plugins/revalidation.ts).
--
-- The user's version (cart_versions, migration 0019) now moves with every change of the user's row
-- (the columns 0019 left out included: the profile shows them), of their contracts, family and
-- products. A cart add that read an older version prices again under the cart lock, as before.
DROP FUNCTION "data_notify_cart_rows"() CASCADE;--> statement-breakpoint
CREATE FUNCTION "cart_versions_bump_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A version this transaction already moved is not moved again (migration 0021).
  IF TG_OP = 'DELETE' THEN
    UPDATE "cart_versions" v SET "version" = v."version" + 1
      WHERE v."user_id" IN (SELECT r."user_id" FROM old_rows r) AND v."xmin" <> pg_current_xact_id()::xid;
  ELSE
    UPDATE "cart_versions" v SET "version" = v."version" + 1
      WHERE v."user_id" IN (SELECT r."user_id" FROM new_rows r) AND v."xmin" <> pg_current_xact_id()::xid;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A row keeps its owner on update (user_id is part of what names it), so the new rows name them all.
CREATE TRIGGER "contracts_cart_version_inserted" AFTER INSERT ON "contracts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cart_versions_bump_rows"();--> statement-breakpoint
CREATE TRIGGER "contracts_cart_version_updated" AFTER UPDATE ON "contracts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cart_versions_bump_rows"();--> statement-breakpoint
CREATE TRIGGER "contracts_cart_version_deleted" AFTER DELETE ON "contracts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cart_versions_bump_rows"();--> statement-breakpoint
CREATE TRIGGER "family_members_cart_version_inserted" AFTER INSERT ON "family_members" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cart_versions_bump_rows"();--> statement-breakpoint
CREATE TRIGGER "family_members_cart_version_updated" AFTER UPDATE ON "family_members" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cart_versions_bump_rows"();--> statement-breakpoint
CREATE TRIGGER "family_members_cart_version_deleted" AFTER DELETE ON "family_members" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cart_versions_bump_rows"();--> statement-breakpoint
CREATE TRIGGER "user_products_cart_version_inserted" AFTER INSERT ON "user_products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cart_versions_bump_rows"();--> statement-breakpoint
CREATE TRIGGER "user_products_cart_version_updated" AFTER UPDATE ON "user_products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cart_versions_bump_rows"();--> statement-breakpoint
CREATE TRIGGER "user_products_cart_version_deleted" AFTER DELETE ON "user_products" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cart_versions_bump_rows"();--> statement-breakpoint
DROP TRIGGER "users_cart_version_updated" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_cart_version_updated" AFTER UPDATE ON "users" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "cart_versions_bump_user"();--> statement-breakpoint
-- The company's version is its row's revision (migration 0014); it now also moves with the rows of
-- the whole company that an employee's answers show: the catalogue and the company's structure.
CREATE FUNCTION "companies_revision_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "companies" c SET "revision" = c."revision" + 1 WHERE c."id" IN (SELECT r."company_id" FROM changed r);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "benefits_company_revision_inserted" AFTER INSERT ON "benefits" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "companies_revision_bump"();--> statement-breakpoint
CREATE TRIGGER "benefits_company_revision_updated" AFTER UPDATE ON "benefits" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "companies_revision_bump"();--> statement-breakpoint
CREATE TRIGGER "benefits_company_revision_deleted" AFTER DELETE ON "benefits" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "companies_revision_bump"();--> statement-breakpoint
CREATE TRIGGER "products_company_revision_inserted" AFTER INSERT ON "products" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "companies_revision_bump"();--> statement-breakpoint
CREATE TRIGGER "products_company_revision_updated" AFTER UPDATE ON "products" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "companies_revision_bump"();--> statement-breakpoint
CREATE TRIGGER "products_company_revision_deleted" AFTER DELETE ON "products" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "companies_revision_bump"();--> statement-breakpoint
CREATE TRIGGER "providers_company_revision_inserted" AFTER INSERT ON "providers" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "companies_revision_bump"();--> statement-breakpoint
CREATE TRIGGER "providers_company_revision_updated" AFTER UPDATE ON "providers" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "companies_revision_bump"();--> statement-breakpoint
CREATE TRIGGER "providers_company_revision_deleted" AFTER DELETE ON "providers" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "companies_revision_bump"();--> statement-breakpoint
CREATE TRIGGER "rate_table_rows_company_revision_inserted" AFTER INSERT ON "rate_table_rows" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "companies_revision_bump"();--> statement-breakpoint
CREATE TRIGGER "rate_table_rows_company_revision_updated" AFTER UPDATE ON "rate_table_rows" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "companies_revision_bump"();--> statement-breakpoint
CREATE TRIGGER "rate_table_rows_company_revision_deleted" AFTER DELETE ON "rate_table_rows" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "companies_revision_bump"();--> statement-breakpoint
CREATE TRIGGER "collectives_company_revision_inserted" AFTER INSERT ON "collectives" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "companies_revision_bump"();--> statement-breakpoint
CREATE TRIGGER "collectives_company_revision_updated" AFTER UPDATE ON "collectives" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "companies_revision_bump"();--> statement-breakpoint
CREATE TRIGGER "collectives_company_revision_deleted" AFTER DELETE ON "collectives" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "companies_revision_bump"();--> statement-breakpoint
CREATE TRIGGER "offices_company_revision_inserted" AFTER INSERT ON "offices" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "companies_revision_bump"();--> statement-breakpoint
CREATE TRIGGER "offices_company_revision_updated" AFTER UPDATE ON "offices" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "companies_revision_bump"();--> statement-breakpoint
CREATE TRIGGER "offices_company_revision_deleted" AFTER DELETE ON "offices" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "companies_revision_bump"();--> statement-breakpoint
CREATE TRIGGER "legal_entities_company_revision_inserted" AFTER INSERT ON "legal_entities" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "companies_revision_bump"();--> statement-breakpoint
CREATE TRIGGER "legal_entities_company_revision_updated" AFTER UPDATE ON "legal_entities" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "companies_revision_bump"();--> statement-breakpoint
CREATE TRIGGER "legal_entities_company_revision_deleted" AFTER DELETE ON "legal_entities" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "companies_revision_bump"();--> statement-breakpoint
-- The people version moves with the company's people as their list shows them: an arrival, a
-- departure, or a change of any column but those a person's own settings write often.
ALTER TABLE "company_people_counts" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "company_people_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "company_people_counts" p SET "version" = p."version" + 1 WHERE p."company_id" IN (SELECT r."company_id" FROM changed r);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "company_people_version_bump_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "company_people_counts" p SET "version" = p."version" + 1 WHERE p."company_id" IN (OLD."company_id", NEW."company_id");
  RETURN NULL;
END
$$;--> statement-breakpoint
-- After users_counted_inserted (triggers of an event fire in name order), which makes a new company's row.
CREATE TRIGGER "users_people_version_inserted" AFTER INSERT ON "users" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "company_people_version_bump"();--> statement-breakpoint
CREATE TRIGGER "users_people_version_deleted" AFTER DELETE ON "users" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "company_people_version_bump"();--> statement-breakpoint
CREATE TRIGGER "users_people_version_updated" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - ARRAY['updated_at', 'password_hash', 'cookies_accepted', 'language', 'onboarding_tour_done_at', 'picture'])
    IS DISTINCT FROM (to_jsonb(NEW) - ARRAY['updated_at', 'password_hash', 'cookies_accepted', 'language', 'onboarding_tour_done_at', 'picture']))
  EXECUTE FUNCTION "company_people_version_bump_row"();--> statement-breakpoint
-- The notifications, their triggers (dropped with their functions) and the deferral table.
DROP FUNCTION "auth_notify_all"() CASCADE;--> statement-breakpoint
DROP FUNCTION "sessions_notify_changed"() CASCADE;--> statement-breakpoint
DROP FUNCTION "users_notify_updated"() CASCADE;--> statement-breakpoint
DROP FUNCTION "users_notify_deleted"() CASCADE;--> statement-breakpoint
DROP FUNCTION "companies_notify_changed"() CASCADE;--> statement-breakpoint
DROP FUNCTION "data_notify_users"() CASCADE;--> statement-breakpoint
DROP FUNCTION "data_notify_user_rows"() CASCADE;--> statement-breakpoint
DROP FUNCTION "data_notify_company_rows"() CASCADE;--> statement-breakpoint
DROP FUNCTION "data_notify_contract_items"() CASCADE;--> statement-breakpoint
DROP FUNCTION "data_notify_flush"(text);--> statement-breakpoint
DROP FUNCTION "data_notify"("data_owner"[]);--> statement-breakpoint
DROP FUNCTION "data_payloads"("data_owner"[]);--> statement-breakpoint
DROP FUNCTION "auth_notify"(text, integer[]);--> statement-breakpoint
DROP TYPE "data_owner";--> statement-breakpoint
DROP TABLE "data_notifications";

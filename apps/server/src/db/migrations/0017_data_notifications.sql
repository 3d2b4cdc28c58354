-- Every server process keeps the answers of its hot reads with the sessions it keeps
-- (plugins/kept-reads.ts) and drops them when PostgreSQL says on this channel that a row they may
-- have been read from changed, whoever changed it. One notification per statement and company:
-- `data:companyId:userId,userId,…` for rows of these users, `data:companyId:` for rows of the whole
-- company (or past 500 users), `all` for a table of no company. Every table has them but the ones
-- no answer is read from (audit_log, mail_outbox, password_resets, throttle_counters, server_keys)
-- and the two of migration 0016 (sessions, companies); db/kept-read-triggers.test.ts holds to it.
-- Static SQL, so each table's trigger plans once per connection.
CREATE TYPE "data_owner" AS ("company_id" integer, "user_id" integer);--> statement-breakpoint
-- The changed rows' owners: a NULL user is a row of the whole company's.
CREATE FUNCTION "data_notify"("owners" "data_owner"[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  company record;
BEGIN
  FOR company IN
    SELECT o."company_id", array_agg(DISTINCT o."user_id") FILTER (WHERE o."user_id" IS NOT NULL) AS "users", bool_or(o."user_id" IS NULL) AS "whole"
    FROM unnest(owners) o GROUP BY o."company_id"
  LOOP
    IF company."whole" OR cardinality(company."users") > 500 THEN
      PERFORM pg_notify('flexplan_auth', 'data:' || company."company_id" || ':');
    ELSE
      PERFORM pg_notify('flexplan_auth', 'data:' || company."company_id" || ':' || array_to_string(company."users", ','));
    END IF;
  END LOOP;
END
$$;--> statement-breakpoint
-- A user's own row.
CREATE FUNCTION "data_notify_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "data_notify"(array(SELECT ROW(r."company_id", r."id")::"data_owner" FROM new_rows r));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "data_notify"(array(SELECT ROW(r."company_id", r."id")::"data_owner" FROM old_rows r));
  ELSE
    PERFORM "data_notify"(array(SELECT ROW(r."company_id", r."id")::"data_owner" FROM new_rows r UNION SELECT ROW(r."company_id", r."id")::"data_owner" FROM old_rows r));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A row of a user's (a NULL user: the company's).
CREATE FUNCTION "data_notify_user_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "data_notify"(array(SELECT ROW(r."company_id", r."user_id")::"data_owner" FROM new_rows r));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "data_notify"(array(SELECT ROW(r."company_id", r."user_id")::"data_owner" FROM old_rows r));
  ELSE
    PERFORM "data_notify"(array(SELECT ROW(r."company_id", r."user_id")::"data_owner" FROM new_rows r UNION SELECT ROW(r."company_id", r."user_id")::"data_owner" FROM old_rows r));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A row of the whole company's.
CREATE FUNCTION "data_notify_company_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "data_notify"(array(SELECT ROW(r."company_id", NULL)::"data_owner" FROM new_rows r));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "data_notify"(array(SELECT ROW(r."company_id", NULL)::"data_owner" FROM old_rows r));
  ELSE
    PERFORM "data_notify"(array(SELECT ROW(r."company_id", NULL)::"data_owner" FROM new_rows r UNION SELECT ROW(r."company_id", NULL)::"data_owner" FROM old_rows r));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A contract's item: its contract names the user; once the contract is gone, its own deletion has (-1 matches no one).
CREATE FUNCTION "data_notify_contract_items"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "data_notify"(array(SELECT ROW(r."company_id", coalesce((SELECT c."user_id" FROM "contracts" c WHERE c."company_id" = r."company_id" AND c."id" = r."contract_id"), -1))::"data_owner" FROM new_rows r));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "data_notify"(array(SELECT ROW(r."company_id", coalesce((SELECT c."user_id" FROM "contracts" c WHERE c."company_id" = r."company_id" AND c."id" = r."contract_id"), -1))::"data_owner" FROM old_rows r));
  ELSE
    PERFORM "data_notify"(array(SELECT ROW(r."company_id", coalesce((SELECT c."user_id" FROM "contracts" c WHERE c."company_id" = r."company_id" AND c."id" = r."contract_id"), -1))::"data_owner" FROM new_rows r UNION SELECT ROW(r."company_id", coalesce((SELECT c."user_id" FROM "contracts" c WHERE c."company_id" = r."company_id" AND c."id" = r."contract_id"), -1))::"data_owner" FROM old_rows r));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_data_inserted" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_users"();--> statement-breakpoint
CREATE TRIGGER "users_data_updated" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_users"();--> statement-breakpoint
CREATE TRIGGER "users_data_deleted" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_users"();--> statement-breakpoint
CREATE TRIGGER "users_data_truncated" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "auth_notify_all"();--> statement-breakpoint
CREATE TRIGGER "contracts_data_inserted" AFTER INSERT ON "contracts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_user_rows"();--> statement-breakpoint
CREATE TRIGGER "contracts_data_updated" AFTER UPDATE ON "contracts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_user_rows"();--> statement-breakpoint
CREATE TRIGGER "contracts_data_deleted" AFTER DELETE ON "contracts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_user_rows"();--> statement-breakpoint
CREATE TRIGGER "contracts_data_truncated" AFTER TRUNCATE ON "contracts" FOR EACH STATEMENT EXECUTE FUNCTION "auth_notify_all"();--> statement-breakpoint
CREATE TRIGGER "documents_data_inserted" AFTER INSERT ON "documents" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_user_rows"();--> statement-breakpoint
CREATE TRIGGER "documents_data_updated" AFTER UPDATE ON "documents" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_user_rows"();--> statement-breakpoint
CREATE TRIGGER "documents_data_deleted" AFTER DELETE ON "documents" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_user_rows"();--> statement-breakpoint
CREATE TRIGGER "documents_data_truncated" AFTER TRUNCATE ON "documents" FOR EACH STATEMENT EXECUTE FUNCTION "auth_notify_all"();--> statement-breakpoint
CREATE TRIGGER "family_members_data_inserted" AFTER INSERT ON "family_members" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_user_rows"();--> statement-breakpoint
CREATE TRIGGER "family_members_data_updated" AFTER UPDATE ON "family_members" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_user_rows"();--> statement-breakpoint
CREATE TRIGGER "family_members_data_deleted" AFTER DELETE ON "family_members" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_user_rows"();--> statement-breakpoint
CREATE TRIGGER "family_members_data_truncated" AFTER TRUNCATE ON "family_members" FOR EACH STATEMENT EXECUTE FUNCTION "auth_notify_all"();--> statement-breakpoint
CREATE TRIGGER "product_answers_data_inserted" AFTER INSERT ON "product_answers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_user_rows"();--> statement-breakpoint
CREATE TRIGGER "product_answers_data_updated" AFTER UPDATE ON "product_answers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_user_rows"();--> statement-breakpoint
CREATE TRIGGER "product_answers_data_deleted" AFTER DELETE ON "product_answers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_user_rows"();--> statement-breakpoint
CREATE TRIGGER "product_answers_data_truncated" AFTER TRUNCATE ON "product_answers" FOR EACH STATEMENT EXECUTE FUNCTION "auth_notify_all"();--> statement-breakpoint
CREATE TRIGGER "purchases_data_inserted" AFTER INSERT ON "purchases" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_user_rows"();--> statement-breakpoint
CREATE TRIGGER "purchases_data_updated" AFTER UPDATE ON "purchases" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_user_rows"();--> statement-breakpoint
CREATE TRIGGER "purchases_data_deleted" AFTER DELETE ON "purchases" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_user_rows"();--> statement-breakpoint
CREATE TRIGGER "purchases_data_truncated" AFTER TRUNCATE ON "purchases" FOR EACH STATEMENT EXECUTE FUNCTION "auth_notify_all"();--> statement-breakpoint
CREATE TRIGGER "stored_files_data_inserted" AFTER INSERT ON "stored_files" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_user_rows"();--> statement-breakpoint
CREATE TRIGGER "stored_files_data_updated" AFTER UPDATE ON "stored_files" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_user_rows"();--> statement-breakpoint
CREATE TRIGGER "stored_files_data_deleted" AFTER DELETE ON "stored_files" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_user_rows"();--> statement-breakpoint
CREATE TRIGGER "stored_files_data_truncated" AFTER TRUNCATE ON "stored_files" FOR EACH STATEMENT EXECUTE FUNCTION "auth_notify_all"();--> statement-breakpoint
CREATE TRIGGER "user_products_data_inserted" AFTER INSERT ON "user_products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_user_rows"();--> statement-breakpoint
CREATE TRIGGER "user_products_data_updated" AFTER UPDATE ON "user_products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_user_rows"();--> statement-breakpoint
CREATE TRIGGER "user_products_data_deleted" AFTER DELETE ON "user_products" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_user_rows"();--> statement-breakpoint
CREATE TRIGGER "user_products_data_truncated" AFTER TRUNCATE ON "user_products" FOR EACH STATEMENT EXECUTE FUNCTION "auth_notify_all"();--> statement-breakpoint
CREATE TRIGGER "benefits_data_inserted" AFTER INSERT ON "benefits" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_company_rows"();--> statement-breakpoint
CREATE TRIGGER "benefits_data_updated" AFTER UPDATE ON "benefits" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_company_rows"();--> statement-breakpoint
CREATE TRIGGER "benefits_data_deleted" AFTER DELETE ON "benefits" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_company_rows"();--> statement-breakpoint
CREATE TRIGGER "benefits_data_truncated" AFTER TRUNCATE ON "benefits" FOR EACH STATEMENT EXECUTE FUNCTION "auth_notify_all"();--> statement-breakpoint
CREATE TRIGGER "collectives_data_inserted" AFTER INSERT ON "collectives" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_company_rows"();--> statement-breakpoint
CREATE TRIGGER "collectives_data_updated" AFTER UPDATE ON "collectives" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_company_rows"();--> statement-breakpoint
CREATE TRIGGER "collectives_data_deleted" AFTER DELETE ON "collectives" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_company_rows"();--> statement-breakpoint
CREATE TRIGGER "collectives_data_truncated" AFTER TRUNCATE ON "collectives" FOR EACH STATEMENT EXECUTE FUNCTION "auth_notify_all"();--> statement-breakpoint
CREATE TRIGGER "company_people_counts_data_inserted" AFTER INSERT ON "company_people_counts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_company_rows"();--> statement-breakpoint
CREATE TRIGGER "company_people_counts_data_updated" AFTER UPDATE ON "company_people_counts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_company_rows"();--> statement-breakpoint
CREATE TRIGGER "company_people_counts_data_deleted" AFTER DELETE ON "company_people_counts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_company_rows"();--> statement-breakpoint
CREATE TRIGGER "company_people_counts_data_truncated" AFTER TRUNCATE ON "company_people_counts" FOR EACH STATEMENT EXECUTE FUNCTION "auth_notify_all"();--> statement-breakpoint
CREATE TRIGGER "legal_entities_data_inserted" AFTER INSERT ON "legal_entities" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_company_rows"();--> statement-breakpoint
CREATE TRIGGER "legal_entities_data_updated" AFTER UPDATE ON "legal_entities" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_company_rows"();--> statement-breakpoint
CREATE TRIGGER "legal_entities_data_deleted" AFTER DELETE ON "legal_entities" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_company_rows"();--> statement-breakpoint
CREATE TRIGGER "legal_entities_data_truncated" AFTER TRUNCATE ON "legal_entities" FOR EACH STATEMENT EXECUTE FUNCTION "auth_notify_all"();--> statement-breakpoint
CREATE TRIGGER "menu_items_data_inserted" AFTER INSERT ON "menu_items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_company_rows"();--> statement-breakpoint
CREATE TRIGGER "menu_items_data_updated" AFTER UPDATE ON "menu_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_company_rows"();--> statement-breakpoint
CREATE TRIGGER "menu_items_data_deleted" AFTER DELETE ON "menu_items" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_company_rows"();--> statement-breakpoint
CREATE TRIGGER "menu_items_data_truncated" AFTER TRUNCATE ON "menu_items" FOR EACH STATEMENT EXECUTE FUNCTION "auth_notify_all"();--> statement-breakpoint
CREATE TRIGGER "news_messages_data_inserted" AFTER INSERT ON "news_messages" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_company_rows"();--> statement-breakpoint
CREATE TRIGGER "news_messages_data_updated" AFTER UPDATE ON "news_messages" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_company_rows"();--> statement-breakpoint
CREATE TRIGGER "news_messages_data_deleted" AFTER DELETE ON "news_messages" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_company_rows"();--> statement-breakpoint
CREATE TRIGGER "news_messages_data_truncated" AFTER TRUNCATE ON "news_messages" FOR EACH STATEMENT EXECUTE FUNCTION "auth_notify_all"();--> statement-breakpoint
CREATE TRIGGER "offices_data_inserted" AFTER INSERT ON "offices" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_company_rows"();--> statement-breakpoint
CREATE TRIGGER "offices_data_updated" AFTER UPDATE ON "offices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_company_rows"();--> statement-breakpoint
CREATE TRIGGER "offices_data_deleted" AFTER DELETE ON "offices" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_company_rows"();--> statement-breakpoint
CREATE TRIGGER "offices_data_truncated" AFTER TRUNCATE ON "offices" FOR EACH STATEMENT EXECUTE FUNCTION "auth_notify_all"();--> statement-breakpoint
CREATE TRIGGER "products_data_inserted" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_company_rows"();--> statement-breakpoint
CREATE TRIGGER "products_data_updated" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_company_rows"();--> statement-breakpoint
CREATE TRIGGER "products_data_deleted" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_company_rows"();--> statement-breakpoint
CREATE TRIGGER "products_data_truncated" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "auth_notify_all"();--> statement-breakpoint
CREATE TRIGGER "providers_data_inserted" AFTER INSERT ON "providers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_company_rows"();--> statement-breakpoint
CREATE TRIGGER "providers_data_updated" AFTER UPDATE ON "providers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_company_rows"();--> statement-breakpoint
CREATE TRIGGER "providers_data_deleted" AFTER DELETE ON "providers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_company_rows"();--> statement-breakpoint
CREATE TRIGGER "providers_data_truncated" AFTER TRUNCATE ON "providers" FOR EACH STATEMENT EXECUTE FUNCTION "auth_notify_all"();--> statement-breakpoint
CREATE TRIGGER "rate_table_rows_data_inserted" AFTER INSERT ON "rate_table_rows" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_company_rows"();--> statement-breakpoint
CREATE TRIGGER "rate_table_rows_data_updated" AFTER UPDATE ON "rate_table_rows" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_company_rows"();--> statement-breakpoint
CREATE TRIGGER "rate_table_rows_data_deleted" AFTER DELETE ON "rate_table_rows" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_company_rows"();--> statement-breakpoint
CREATE TRIGGER "rate_table_rows_data_truncated" AFTER TRUNCATE ON "rate_table_rows" FOR EACH STATEMENT EXECUTE FUNCTION "auth_notify_all"();--> statement-breakpoint
CREATE TRIGGER "contract_items_data_inserted" AFTER INSERT ON "contract_items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_contract_items"();--> statement-breakpoint
CREATE TRIGGER "contract_items_data_updated" AFTER UPDATE ON "contract_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_contract_items"();--> statement-breakpoint
CREATE TRIGGER "contract_items_data_deleted" AFTER DELETE ON "contract_items" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_notify_contract_items"();--> statement-breakpoint
CREATE TRIGGER "contract_items_data_truncated" AFTER TRUNCATE ON "contract_items" FOR EACH STATEMENT EXECUTE FUNCTION "auth_notify_all"();--> statement-breakpoint
CREATE TRIGGER "tax_year_parameters_data_inserted" AFTER INSERT ON "tax_year_parameters" FOR EACH STATEMENT EXECUTE FUNCTION "auth_notify_all"();--> statement-breakpoint
CREATE TRIGGER "tax_year_parameters_data_updated" AFTER UPDATE ON "tax_year_parameters" FOR EACH STATEMENT EXECUTE FUNCTION "auth_notify_all"();--> statement-breakpoint
CREATE TRIGGER "tax_year_parameters_data_deleted" AFTER DELETE ON "tax_year_parameters" FOR EACH STATEMENT EXECUTE FUNCTION "auth_notify_all"();--> statement-breakpoint
CREATE TRIGGER "tax_year_parameters_data_truncated" AFTER TRUNCATE ON "tax_year_parameters" FOR EACH STATEMENT EXECUTE FUNCTION "auth_notify_all"();

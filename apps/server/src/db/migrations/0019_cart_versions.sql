-- A cart add prices from one reading and writes only if nothing it read has changed since
-- (features/contracts/contracts.service.ts add; issue 16: the cart lock, BEGIN and COMMIT cost three
-- of its five round trips). A user's cart version moves with every change a cart price reads: the
-- user's own row (bags, salary, collective, private use…), their contracts and their family. The
-- add's write moves it from the version it read, in the statement that inserts, so of two writers
-- that read the same version one wins and the other prices again under the cart lock. Contract
-- items change only with their contract, in its transaction, so the contract's trigger covers them.
CREATE TABLE "cart_versions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_versions" ADD CONSTRAINT "cart_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "cart_versions" ("user_id") SELECT "id" FROM "users";--> statement-breakpoint
-- Every user has one from the start, so an add's write always finds the row it claims.
CREATE FUNCTION "cart_versions_create"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "cart_versions" ("user_id") SELECT r."id" FROM new_rows r;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_cart_version_created" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cart_versions_create"();--> statement-breakpoint
-- A row with a `user_id` changed (contracts, family_members): its users' versions move, once per statement.
CREATE FUNCTION "cart_versions_bump_owners"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "cart_versions" v SET "version" = v."version" + 1 WHERE v."user_id" IN (SELECT r."user_id" FROM new_rows r);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "cart_versions" v SET "version" = v."version" + 1 WHERE v."user_id" IN (SELECT r."user_id" FROM old_rows r);
  ELSE
    UPDATE "cart_versions" v SET "version" = v."version" + 1 WHERE v."user_id" IN (SELECT r."user_id" FROM new_rows r UNION SELECT r."user_id" FROM old_rows r);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "contracts_cart_version_inserted" AFTER INSERT ON "contracts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cart_versions_bump_owners"();--> statement-breakpoint
CREATE TRIGGER "contracts_cart_version_updated" AFTER UPDATE ON "contracts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cart_versions_bump_owners"();--> statement-breakpoint
CREATE TRIGGER "contracts_cart_version_deleted" AFTER DELETE ON "contracts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cart_versions_bump_owners"();--> statement-breakpoint
CREATE TRIGGER "family_members_cart_version_inserted" AFTER INSERT ON "family_members" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cart_versions_bump_owners"();--> statement-breakpoint
CREATE TRIGGER "family_members_cart_version_updated" AFTER UPDATE ON "family_members" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cart_versions_bump_owners"();--> statement-breakpoint
CREATE TRIGGER "family_members_cart_version_deleted" AFTER DELETE ON "family_members" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cart_versions_bump_owners"();--> statement-breakpoint
-- The user's own row: any change but to these columns, which no price reads and which logins,
-- settings and the tour write often (a column added later counts: the safe default).
CREATE FUNCTION "cart_versions_bump_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cart_versions" SET "version" = "version" + 1 WHERE "user_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_cart_version_updated" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - ARRAY['updated_at', 'password_hash', 'is_password_deprecated', 'cookies_accepted', 'language', 'onboarding_tour_done_at', 'picture'])
    IS DISTINCT FROM (to_jsonb(NEW) - ARRAY['updated_at', 'password_hash', 'is_password_deprecated', 'cookies_accepted', 'language', 'onboarding_tour_done_at', 'picture']))
  EXECUTE FUNCTION "cart_versions_bump_user"();

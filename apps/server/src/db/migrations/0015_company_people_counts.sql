CREATE TABLE "company_people_counts" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"active" integer DEFAULT 0 NOT NULL,
	"inactive" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_people_counts" ADD CONSTRAINT "company_people_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The counts as they stand, then kept by the triggers below, whoever writes users.
INSERT INTO "company_people_counts" ("company_id", "active", "inactive")
SELECT c."id",
  count(u."id") FILTER (WHERE u."deactivated_at" IS NULL),
  count(u."id") FILTER (WHERE u."deactivated_at" IS NOT NULL)
FROM "companies" c LEFT JOIN "users" u ON u."company_id" = c."id" AND u."role" <> 'platform-operator'
GROUP BY c."id";--> statement-breakpoint
-- Adds to one company's counts (a negative number takes away).
CREATE FUNCTION "company_people_counts_add"("company" integer, "active" bigint, "inactive" bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "company_people_counts" AS counts ("company_id", "active", "inactive") VALUES (company, active, inactive)
  ON CONFLICT ("company_id") DO UPDATE SET "active" = counts."active" + excluded."active", "inactive" = counts."inactive" + excluded."inactive";
$$;--> statement-breakpoint
-- One addition per company of the statement's rows, whatever their number (an import, seed:scale).
CREATE FUNCTION "users_counted_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "company_people_counts_add"(i."company_id", count(*) FILTER (WHERE i."deactivated_at" IS NULL), count(*) FILTER (WHERE i."deactivated_at" IS NOT NULL))
  FROM inserted i WHERE i."role" <> 'platform-operator' GROUP BY i."company_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "users_counted_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "company_people_counts_add"(d."company_id", -count(*) FILTER (WHERE d."deactivated_at" IS NULL), -count(*) FILTER (WHERE d."deactivated_at" IS NOT NULL))
  FROM deleted d WHERE d."role" <> 'platform-operator' GROUP BY d."company_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "users_counted_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."role" <> 'platform-operator' THEN
    PERFORM "company_people_counts_add"(OLD."company_id", -(OLD."deactivated_at" IS NULL)::int, -(OLD."deactivated_at" IS NOT NULL)::int);
  END IF;
  IF NEW."role" <> 'platform-operator' THEN
    PERFORM "company_people_counts_add"(NEW."company_id", (NEW."deactivated_at" IS NULL)::int, (NEW."deactivated_at" IS NOT NULL)::int);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_counted_inserted" AFTER INSERT ON "users" REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "users_counted_inserted"();--> statement-breakpoint
CREATE TRIGGER "users_counted_deleted" AFTER DELETE ON "users" REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION "users_counted_deleted"();--> statement-breakpoint
CREATE TRIGGER "users_counted_updated" AFTER UPDATE OF "company_id", "role", "deactivated_at" ON "users" FOR EACH ROW
  WHEN (OLD."company_id" IS DISTINCT FROM NEW."company_id" OR OLD."role" IS DISTINCT FROM NEW."role" OR (OLD."deactivated_at" IS NULL) <> (NEW."deactivated_at" IS NULL))
  EXECUTE FUNCTION "users_counted_updated"();

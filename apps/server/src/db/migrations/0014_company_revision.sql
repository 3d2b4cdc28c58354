ALTER TABLE "companies" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every update of a company, by whatever code or by hand, raises its revision: the servers' in-memory copies compare it.
CREATE FUNCTION "companies_next_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := OLD.revision + 1;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "companies_revision" BEFORE UPDATE ON "companies" FOR EACH ROW EXECUTE FUNCTION "companies_next_revision"();

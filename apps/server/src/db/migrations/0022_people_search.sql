-- The administrator's people search (docs/decisions/081-people-search-by-word-without-accents.md):
-- each typed word is found anywhere in a person's names, e-mail or employee number, whatever its
-- accents and case. unaccent and pg_trgm are contrib extensions PostgreSQL marks trusted (a
-- database owner may create them); PGlite loads them from its contrib modules (db/pglite-client.ts).
-- unaccent() is only STABLE (its dictionary could change), so an index needs an IMMUTABLE wrapper
-- that names the dictionary; its body is schema-qualified so a restore with an empty search_path
-- still finds it. fastupdate is off: without a pending list (which PGlite, having no autovacuum,
-- would never flush) the planner's estimate holds and reads never scan unsorted entries; the
-- users table is written rarely. The four prefix indexes of migration 0011 served the search this
-- replaces.
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "people_search_fold"(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
DROP INDEX "users_company_first_name_prefix_idx";--> statement-breakpoint
DROP INDEX "users_company_last_name_prefix_idx";--> statement-breakpoint
DROP INDEX "users_company_email_prefix_idx";--> statement-breakpoint
DROP INDEX "users_company_employee_number_prefix_idx";--> statement-breakpoint
CREATE INDEX "users_people_search_idx" ON "users" USING gin (people_search_fold("first_name" || ' ' || "last_name1" || ' ' || coalesce("last_name2", '') || ' ' || coalesce("email", '') || ' ' || coalesce("employee_number", '')) gin_trgm_ops) WITH (fastupdate=false);
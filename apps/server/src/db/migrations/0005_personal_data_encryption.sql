DROP INDEX "users_company_personal_id_key";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "personal_id_blind_index" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_personal_id_key" ON "users" USING btree ("company_id","personal_id_blind_index");--> statement-breakpoint
-- NOT VALID: rows of an existing install get their blind index from the data step that runs right after the
-- migrations (db/crypto/encrypt-existing-rows.ts), which then validates the constraint; new writes are checked at once.
ALTER TABLE "users" ADD CONSTRAINT "users_personal_id_blind_index_check" CHECK (("users"."personal_id" is null) = ("users"."personal_id_blind_index" is null)) NOT VALID;

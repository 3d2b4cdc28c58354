DROP INDEX "product_answers_company_contract_key";--> statement-breakpoint
ALTER TABLE "product_answers" ADD COLUMN "subject" text DEFAULT 'contract' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "product_answers_company_contract_subject_key" ON "product_answers" USING btree ("company_id","contract_id","subject");
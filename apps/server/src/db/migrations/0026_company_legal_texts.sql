CREATE TABLE "company_legal_texts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_legal_texts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"document" text NOT NULL,
	"language" text NOT NULL,
	"source" text NOT NULL,
	"body" text,
	"file_name" text,
	"original_file_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "legal_texts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "conditions_text_id" integer;--> statement-breakpoint
ALTER TABLE "company_legal_texts" ADD CONSTRAINT "company_legal_texts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_legal_texts_company_idx" ON "company_legal_texts" USING btree ("company_id","document","language","id");--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_conditions_text_id_company_legal_texts_id_fk" FOREIGN KEY ("conditions_text_id") REFERENCES "public"."company_legal_texts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchases_conditions_text_idx" ON "purchases" USING btree ("conditions_text_id");
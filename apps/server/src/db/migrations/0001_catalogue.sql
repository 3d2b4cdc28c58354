CREATE TABLE "benefits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "benefits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"collective_id" integer NOT NULL,
	"parent_id" integer,
	"is_supplementary" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"long_description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"provider_id" integer,
	"is_tax_advantage" boolean DEFAULT false NOT NULL,
	"uses_user_bag" boolean DEFAULT false NOT NULL,
	"min_amount" integer DEFAULT 0 NOT NULL,
	"default_price" integer DEFAULT 0 NOT NULL,
	"working_price" integer,
	"working_days" integer,
	"price_for_family" boolean DEFAULT false NOT NULL,
	"age_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"age_groups_for_family" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contribution" jsonb,
	"contribution_target" text DEFAULT 'both' NOT NULL,
	"who_affect" text DEFAULT 'both' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"cut_off_day" integer,
	"months_availability" jsonb NOT NULL,
	"face_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contract_method" text DEFAULT 'monthly' NOT NULL,
	"questionnaire_enabled" boolean DEFAULT false NOT NULL,
	"questionnaire_type" text,
	"ticket_price" integer,
	"vehicle" jsonb,
	"health_type" text,
	"savings_type" text,
	"rate_table" text
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"alias" text NOT NULL,
	"line" text NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_document_required" boolean DEFAULT false NOT NULL,
	"is_questions_required" boolean DEFAULT false NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"document_name" text
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "providers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"website" text
);
--> statement-breakpoint
CREATE TABLE "rate_table_rows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_table_rows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"table_key" text NOT NULL,
	"coverage" text NOT NULL,
	"age_from" integer NOT NULL,
	"age_to" integer NOT NULL,
	"rate" integer
);
--> statement-breakpoint
CREATE TABLE "user_products" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"benefit_id" integer NOT NULL,
	"family_id" integer,
	"month" integer NOT NULL,
	"price" integer NOT NULL,
	"contributed_price" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"benefit_id" integer NOT NULL,
	"category" text NOT NULL,
	"collective_id" integer NOT NULL,
	"year" integer NOT NULL,
	"status" text NOT NULL,
	"signed" boolean DEFAULT false NOT NULL,
	"price" integer NOT NULL,
	"final_price" integer NOT NULL,
	"contributed_price" integer NOT NULL,
	"user_bag" integer DEFAULT 0 NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"additional_info" jsonb,
	"disable_documentation" boolean DEFAULT false NOT NULL,
	"effective_date" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "fixed_salary" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "variable_salary" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payment_count" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "flexible_bag" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "top_bag" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_bag" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "user_bag" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "user_bag_prorate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "user_bag_restricted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "private_use" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "benefits" ADD CONSTRAINT "benefits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefits" ADD CONSTRAINT "benefits_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefits" ADD CONSTRAINT "benefits_collective_id_collectives_id_fk" FOREIGN KEY ("collective_id") REFERENCES "public"."collectives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefits" ADD CONSTRAINT "benefits_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_table_rows" ADD CONSTRAINT "rate_table_rows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_products" ADD CONSTRAINT "user_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_products" ADD CONSTRAINT "user_products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_products" ADD CONSTRAINT "user_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_items" ADD CONSTRAINT "contract_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_items" ADD CONSTRAINT "contract_items_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_items" ADD CONSTRAINT "contract_items_benefit_id_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."benefits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_items" ADD CONSTRAINT "contract_items_family_id_family_members_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."family_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_benefit_id_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."benefits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_collective_id_collectives_id_fk" FOREIGN KEY ("collective_id") REFERENCES "public"."collectives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "benefits_company_collective_idx" ON "benefits" USING btree ("company_id","collective_id","product_id");--> statement-breakpoint
CREATE INDEX "benefits_company_parent_idx" ON "benefits" USING btree ("company_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_company_alias_key" ON "products" USING btree ("company_id","alias");--> statement-breakpoint
CREATE INDEX "providers_company_idx" ON "providers" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "rate_table_rows_company_key_idx" ON "rate_table_rows" USING btree ("company_id","table_key");--> statement-breakpoint
CREATE UNIQUE INDEX "user_products_key" ON "user_products" USING btree ("company_id","user_id","product_id");--> statement-breakpoint
CREATE INDEX "contract_items_company_contract_idx" ON "contract_items" USING btree ("company_id","contract_id");--> statement-breakpoint
CREATE INDEX "contracts_company_user_idx" ON "contracts" USING btree ("company_id","user_id","year","status");
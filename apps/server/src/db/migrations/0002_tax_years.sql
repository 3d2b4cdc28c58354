CREATE TABLE "tax_year_parameters" (
	"year" integer PRIMARY KEY NOT NULL,
	"parameters" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

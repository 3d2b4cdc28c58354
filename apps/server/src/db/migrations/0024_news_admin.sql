CREATE TABLE "news_message_collectives" (
	"company_id" integer NOT NULL,
	"news_message_id" integer NOT NULL,
	"collective_id" integer NOT NULL,
	CONSTRAINT "news_message_collectives_company_id_news_message_id_collective_id_pk" PRIMARY KEY("company_id","news_message_id","collective_id")
);
--> statement-breakpoint
ALTER TABLE "news_messages" ADD COLUMN "publish_on" date;--> statement-breakpoint
ALTER TABLE "news_messages" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "news_messages" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "news_messages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "news_message_collectives" ADD CONSTRAINT "news_message_collectives_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_message_collectives" ADD CONSTRAINT "news_message_collectives_news_message_id_news_messages_id_fk" FOREIGN KEY ("news_message_id") REFERENCES "public"."news_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_message_collectives" ADD CONSTRAINT "news_message_collectives_collective_id_collectives_id_fk" FOREIGN KEY ("collective_id") REFERENCES "public"."collectives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_message_collectives_message_idx" ON "news_message_collectives" USING btree ("news_message_id");--> statement-breakpoint
CREATE INDEX "news_message_collectives_collective_idx" ON "news_message_collectives" USING btree ("collective_id");--> statement-breakpoint
CREATE INDEX "news_messages_company_publish_idx" ON "news_messages" USING btree ("company_id","publish_on");--> statement-breakpoint
-- Hand-written: the messages as they stood move to the new columns (docs/decisions/411-news-publication-and-expiry-are-madrid-days.md,
-- 412-news-for-several-collectives.md): the publication instant becomes its Madrid day, the one collective a row of the new table.
UPDATE "news_messages" SET "publish_on" = ("published_at" AT TIME ZONE 'Europe/Madrid')::date, "created_at" = "published_at", "updated_at" = "published_at";--> statement-breakpoint
INSERT INTO "news_message_collectives" ("company_id", "news_message_id", "collective_id")
  SELECT "company_id", "id", "collective_id" FROM "news_messages" WHERE "collective_id" IS NOT NULL;

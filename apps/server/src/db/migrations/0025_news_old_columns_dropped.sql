ALTER TABLE "news_messages" DROP CONSTRAINT "news_messages_collective_id_collectives_id_fk";
--> statement-breakpoint
DROP INDEX "news_messages_company_idx";--> statement-breakpoint
DROP INDEX "news_messages_collective_idx";--> statement-breakpoint
ALTER TABLE "news_messages" DROP COLUMN "collective_id";--> statement-breakpoint
ALTER TABLE "news_messages" DROP COLUMN "published_at";
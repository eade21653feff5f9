-- The back office's lead search looks in the message too (issue 12). Dropping the generated column
-- drops its trigram index with it, so the index is made again on the new column.
ALTER TABLE "contact_messages" drop column "search_text";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || email || ' ' || coalesce(company, '') || ' ' || coalesce(subject, '') || ' ' || message)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "contact_messages_search_trgm_idx" ON "contact_messages" USING gin ("search_text" gin_trgm_ops);

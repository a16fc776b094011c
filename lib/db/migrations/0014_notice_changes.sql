-- Each notice's compared facts and what it changed against the notice before it, stored at import so the
-- tender page never parses XML. Rows stored before this migration are filled by backfillNoticeChanges
-- (lib/ingest/tenders/backfill.ts: SQL cannot read the XML), which the partial index lets find them at once.
ALTER TABLE "app"."tender_notices" ADD COLUMN "change_reason_code" text;--> statement-breakpoint
ALTER TABLE "app"."tender_notices" ADD COLUMN "facts" jsonb;--> statement-breakpoint
ALTER TABLE "app"."tender_notices" ADD COLUMN "changes" jsonb;--> statement-breakpoint
CREATE INDEX "tender_notices_facts_missing_idx" ON "app"."tender_notices" USING btree ("tender_id") WHERE "app"."tender_notices"."facts" is null;
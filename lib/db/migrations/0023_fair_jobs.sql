-- A fair job queue: each job has a priority (0 interactive, 1 normal, 2 bulk), a turn among the jobs of its priority
-- and a cost (owners take turns by the time their jobs take, start-time fair queueing), and the pages of document work
-- it holds (an owner's queued pages are capped). Claiming takes the most urgent priority, then the earliest turn, so
-- owners take turns and what a person waits for goes before bulk work.
DROP INDEX "app"."jobs_claim_idx";--> statement-breakpoint
ALTER TABLE "app"."jobs" ADD COLUMN "priority" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."jobs" ADD COLUMN "turn" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."jobs" ADD COLUMN "cost" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."jobs" ADD COLUMN "pages" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_lease_idx" ON "app"."jobs" USING btree ("locked_until") WHERE status = 'running';--> statement-breakpoint
CREATE INDEX "jobs_owner_live_idx" ON "app"."jobs" USING btree ("owner_id","priority","turn") WHERE status in ('pending', 'running');--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "app"."jobs" USING btree ("priority","turn","run_after","created_at") WHERE status in ('pending', 'running');--> statement-breakpoint
ALTER TABLE "app"."jobs" ADD CONSTRAINT "jobs_priority_check" CHECK ("priority" between 0 and 2);--> statement-breakpoint
ALTER TABLE "app"."jobs" ADD CONSTRAINT "jobs_pages_check" CHECK ("pages" >= 0);--> statement-breakpoint
ALTER TABLE "app"."jobs" ADD CONSTRAINT "jobs_cost_check" CHECK ("cost" >= 1);--> statement-breakpoint
-- Jobs queued before this migration: the priority of their kind (new jobs get theirs from lib/jobs); turn 0 keeps
-- them in the order they had, ahead of what is queued after.
UPDATE "app"."jobs" SET "priority" = CASE
	WHEN "kind" in ('summary_report', 'compliance_report', 'chatbot_chat_response') THEN 0
	WHEN "kind" in ('tender_documents_fetch', 'tender_files_processed', 'document_ocr') THEN 2
	ELSE 1 END
WHERE "status" in ('pending', 'running');

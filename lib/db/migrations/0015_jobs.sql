CREATE TABLE "app"."jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"progress_message" text,
	"error" text,
	"dedupe_key" text,
	"owner_id" uuid,
	"tender_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_kind_check" CHECK ("kind" in ('platform_need_full_discovery', 'currency_exchange_rate', 'cpv_codes', 'compliance_report', 'summary_report', 'chatbot_chat_response', 'tender_files_processed', 'tender_documents_fetch', 'document_ocr')),
	CONSTRAINT "jobs_status_check" CHECK ("status" in ('pending', 'running', 'generated', 'failed')),
	CONSTRAINT "jobs_progress_check" CHECK ("progress" between 0 and 100),
	CONSTRAINT "jobs_max_attempts_check" CHECK ("max_attempts" >= 1)
);
--> statement-breakpoint
ALTER TABLE "app"."jobs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "app"."jobs" ADD CONSTRAINT "jobs_owner_id_profiles_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "app"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."jobs" ADD CONSTRAINT "jobs_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "app"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "app"."jobs" USING btree ("status","run_after") WHERE status in ('pending', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_idx" ON "app"."jobs" USING btree ("kind","dedupe_key") WHERE status in ('pending', 'running') and dedupe_key is not null;--> statement-breakpoint
CREATE INDEX "jobs_owner_created_idx" ON "app"."jobs" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_tender_created_idx" ON "app"."jobs" USING btree ("tender_id","created_at" DESC NULLS LAST);